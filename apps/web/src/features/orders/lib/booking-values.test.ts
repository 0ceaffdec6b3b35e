import type { CalculationRequest } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import {
  bookingBodyOf,
  bookingProblems,
  emptyParty,
  fieldPath,
  initialBookingValues,
  type BookingValues,
} from './booking-values';

const TODAY = '2026-05-04';
const target = { calculationId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', quotationId: 12 };
const digitsOf = (currency: string) => (currency === 'JPY' ? 0 : 2);
/** Container type 3 is a 20', 4 a 40'HC (45 ft counts as 40'), 5 a type without a length. */
const FEET = new Map<number, number | null>([
  [3, 20],
  [4, 45],
  [5, null],
]);

const request = (cargo: CalculationRequest['cargo']): CalculationRequest => ({
  from: { type: 'ADDRESS', cityId: 1 },
  to: { type: 'ADDRESS', cityId: 2 },
  readyDate: '2026-05-10',
  cargo,
  currency: 'RUB',
  sort: 'BEST_PRICE',
  customCommission: null,
  isWidget: false,
});

const containers = request({
  type: 'CONTAINER',
  containers: [
    { containerTypeId: 4, amount: 2, weight: 20_000, weightUnit: 'KG' },
    { containerTypeId: 3, amount: 1, weight: 22_046, weightUnit: 'LB' },
  ],
});

const filled = (): BookingValues => ({
  ...initialBookingValues({ request: containers, readyDate: '2026-05-10', currency: 'RUB' }, TODAY),
  shipper: { ...emptyParty(), name: ' Shanghai Export Co. ', address: 'Pudong, Shanghai' },
  consignee: { ...emptyParty(), name: 'Moscow Import LLC', address: 'Tverskaya 1, Moscow', email: 'in@example.ru' },
});

describe('a new booking', () => {
  it('lists the calculation’s containers one by one, weights in kg, the pickup on its ready date', () => {
    const values = initialBookingValues({ request: containers, readyDate: '2026-05-10', currency: 'RUB' }, TODAY);
    expect(values.containers).toEqual([
      { containerTypeId: 4, number: '', weightKg: 20_000 },
      { containerTypeId: 4, number: '', weightKg: 20_000 },
      { containerTypeId: 3, number: '', weightKg: 10_000 },
    ]);
    expect(values.pickup).toEqual({ date: '2026-05-10', from: null, to: null });
    expect(values.cargoValue).toEqual({ amount: null, currency: 'RUB' });
    expect(values.notifyParties).toEqual([]);
  });

  it('counts the trucks of a vehicle calculation; a passed ready date picks up today; multi-currency values in USD', () => {
    const truck = request({ type: 'VEHICLE', vehicle: { vehicleTypeId: 7, bodyType: 'TERM', amount: 2 } });
    const values = initialBookingValues({ request: truck, readyDate: '2026-05-01', currency: 'DEFAULT' }, TODAY);
    expect(values).toMatchObject({ truckCount: 2, truckType: 'TERM', containers: [], cargoValue: { currency: 'USD' } });
    expect(values.pickup.date).toBe(TODAY);
  });
});

describe('the booking’s body', () => {
  it('trims the texts, sends blanks as null and the cargo value in minor units', () => {
    const values: BookingValues = {
      ...filled(),
      cargoValue: { amount: 125_000.5, currency: 'USD' },
      hsCode: ' ',
      pickup: { date: '2026-05-10', from: '09:00', to: '17:00' },
      internalId: ' PO-77 ',
    };
    const body = bookingBodyOf(values, target, digitsOf);
    expect(body).toMatchObject({
      ...target,
      shipper: {
        name: 'Shanghai Export Co.',
        address: 'Pudong, Shanghai',
        contactPerson: null,
        phone: null,
        email: null,
      },
      cargoValue: { amount: 12_500_050, currency: 'USD' },
      hsCode: null,
      pickup: { date: '2026-05-10', from: '09:00', to: '17:00' },
      internalId: 'PO-77',
      comment: null,
    });
    expect(bookingProblems(body, FEET, TODAY)).toEqual([]);
  });

  it('sends no pickup when nothing of it is given, and no cargo value without an amount', () => {
    const body = bookingBodyOf({ ...filled(), pickup: { date: null, from: null, to: null } }, target, digitsOf);
    expect(body.pickup).toBeNull();
    expect(body.cargoValue).toBeNull();
  });
});

describe('the contract’s checks before sending', () => {
  const problems = (values: BookingValues) => bookingProblems(bookingBodyOf(values, target, digitsOf), FEET, TODAY);

  it('asks for the parties’ names and addresses', () => {
    const values = filled();
    values.shipper.name = '  ';
    values.consignee.address = '';
    expect(problems(values)).toEqual([
      { fieldName: 'shipper.name', message: 'validation.required' },
      { fieldName: 'consignee.address', message: 'validation.required' },
    ]);
  });

  it('holds a container number to its type’s length and a container to 28 t', () => {
    const values = filled();
    values.containers[0]!.number = 'mscu1234567';
    values.containers[1]!.number = '123456789';
    values.containers[2]!.number = 'MSCU1234567';
    expect(problems(values)).toEqual([
      { fieldName: 'containers.1.number', message: 'orders.containerNumber40' },
      { fieldName: 'containers.2.number', message: 'orders.containerNumber20' },
    ]);
    values.containers[1]!.number = '';
    values.containers[2]!.number = '';
    values.containers[0]!.weightKg = 28_001;
    expect(problems(values)).toEqual([{ fieldName: 'containers.0.weightKg', message: 'orders.containerMaxLoad' }]);
  });

  it('asks for a container’s type, and knows none the dictionary lacks', () => {
    const values = filled();
    values.containers[0]!.containerTypeId = null;
    expect(problems(values)).toEqual([{ fieldName: 'containers.0.containerTypeId', message: 'validation.required' }]);
    values.containers[0]!.containerTypeId = 99;
    expect(problems(values)).toEqual([{ fieldName: 'containers.0.containerTypeId', message: 'error.notFound' }]);
  });

  it('wants the pickup window to end after it starts, on a day not past, and a day when hours are given', () => {
    expect(problems({ ...filled(), pickup: { date: '2026-05-10', from: '17:00', to: '09:00' } })).toEqual([
      { fieldName: 'pickup.to', message: 'orders.pickupWindow' },
    ]);
    expect(problems({ ...filled(), pickup: { date: '2026-05-01', from: null, to: null } })).toEqual([
      { fieldName: 'pickup.date', message: 'orders.pickupInPast' },
    ]);
    expect(problems({ ...filled(), pickup: { date: null, from: '09:00', to: null } })).toEqual([
      { fieldName: 'pickup.date', message: 'validation.required' },
    ]);
  });

  // The contract takes a blank or an address, so a wrong address reads as an invalid value here
  // (the field itself checks with the e-mail rule, components/party-fields.tsx).
  it('checks an HS code and an e-mail as the contract does', () => {
    const values = { ...filled(), hsCode: '85x1' };
    values.shipper.email = 'not-an-address';
    expect(problems(values).map((problem) => [problem.fieldName, problem.message])).toEqual([
      ['shipper.email', 'validation.invalidValue'],
      ['hsCode', 'orders.hsCode'],
    ]);
  });

  it('names the fields as the form does', () => {
    expect(fieldPath('containers.0.number')).toEqual(['containers', 0, 'number']);
    expect(fieldPath('shipper.name')).toEqual(['shipper', 'name']);
  });
});
