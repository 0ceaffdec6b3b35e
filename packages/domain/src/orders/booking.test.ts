import { describe, expect, it } from 'vitest';
import {
  bookingBodySchema,
  bookingDetailsSchema,
  bookingIssues,
  containerNumberIssue,
  containerSizeClass,
  MAX_NOTIFY_PARTIES,
} from './booking.js';

const party = { name: 'Shanghai Export Co', address: '88 Century Ave, Shanghai' };
const details = { shipper: party, consignee: { name: 'Moscow Import LLC', address: 'Tverskaya 1, Moscow' } };

function issuePaths(input: unknown): string[] {
  const parsed = bookingDetailsSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('booking details', () => {
  it('take the parties and default the rest to empty', () => {
    const parsed = bookingDetailsSchema.parse(details);
    expect(parsed.notifyParties).toEqual([]);
    expect(parsed.containers).toEqual([]);
    expect(parsed).toMatchObject({ incoterms: null, cargoValue: null, pickup: null, internalId: null });
    expect(parsed.shipper).toEqual({ ...party, contactPerson: null, phone: null, email: null, taxId: null });
  });

  it('require the shipper and the consignee by name and address', () => {
    expect(issuePaths({ shipper: { name: ' ', address: 'x' }, consignee: { name: 'y' } })).toEqual([
      'shipper.name: validation.required',
      'consignee.address: Invalid input: expected string, received undefined',
    ]);
  });

  it(`refuse a notify party beyond ${MAX_NOTIFY_PARTIES}`, () => {
    const parties = (count: number) => Array.from({ length: count }, () => party);
    expect(issuePaths({ ...details, notifyParties: parties(MAX_NOTIFY_PARTIES) })).toEqual([]);
    expect(issuePaths({ ...details, notifyParties: parties(MAX_NOTIFY_PARTIES + 1) })).toEqual([
      'notifyParties: orders.notifyPartiesMax',
    ]);
  });

  it('refuse a container loaded over 28 t and a pickup window that ends before it starts', () => {
    expect(
      issuePaths({
        ...details,
        containers: [
          { containerTypeId: 1, weightKg: 28_000 },
          { containerTypeId: 1, weightKg: 28_000.5 },
        ],
        pickup: { date: '2026-12-01', from: '14:00', to: '09:00' },
      }),
    ).toEqual(['containers.1.weightKg: orders.containerMaxLoad', 'pickup.to: orders.pickupWindow']);
  });

  it('upper-case a container number and read empty optional fields as none', () => {
    const parsed = bookingDetailsSchema.parse({
      ...details,
      containers: [{ containerTypeId: 3, number: ' msku1234565 ' }],
      hsCode: '',
      internalId: '  ',
      shipper: { ...party, email: '', phone: '' },
    });
    expect(parsed.containers[0]).toEqual({ containerTypeId: 3, number: 'MSKU1234565', weightKg: null });
    expect(parsed).toMatchObject({ hsCode: null, internalId: null, shipper: { email: null, phone: null } });
  });

  it('book by a calculation UUID and a quotation id', () => {
    expect(bookingBodySchema.safeParse({ ...details, calculationId: 'x', quotationId: 1 }).success).toBe(false);
    expect(
      bookingBodySchema.safeParse({ ...details, calculationId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', quotationId: 1 })
        .success,
    ).toBe(true);
  });
});

describe('container numbers', () => {
  it('classify container types by length', () => {
    expect([20, 40, 45, 10, null].map(containerSizeClass)).toEqual(['TWENTY', 'FORTY', 'FORTY', null, null]);
  });

  it("take 9 digits for a 20' box and 4 letters and 7 digits for a 40' one", () => {
    expect(containerNumberIssue('TWENTY', '123456789')).toBeNull();
    expect(containerNumberIssue('TWENTY', 'MSKU1234565')).toBe('orders.containerNumber20');
    expect(containerNumberIssue('FORTY', 'MSKU1234565')).toBeNull();
    expect(containerNumberIssue('FORTY', '123456789')).toBe('orders.containerNumber40');
    expect(containerNumberIssue(null, 'anything')).toBeNull();
    expect(containerNumberIssue('FORTY', null)).toBeNull();
  });

  it('are checked against the dictionary, with unknown types and past pickups refused', () => {
    const feet = new Map<number, number | null>([
      [1, 20],
      [2, 40],
    ]);
    const containers = [
      { containerTypeId: 1, number: 'MSKU1234565', weightKg: null },
      { containerTypeId: 2, number: 'MSKU1234565', weightKg: null },
      { containerTypeId: 9, number: null, weightKg: null },
    ];
    expect(bookingIssues({ containers, pickup: { date: '2026-11-27' } }, feet, '2026-11-28')).toEqual([
      { fieldName: 'containers.0.number', message: 'orders.containerNumber20' },
      { fieldName: 'containers.2.containerTypeId', message: 'error.notFound' },
      { fieldName: 'pickup.date', message: 'orders.pickupInPast' },
    ]);
  });
});
