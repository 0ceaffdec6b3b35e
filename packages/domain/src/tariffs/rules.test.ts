import { describe, expect, it } from 'vitest';
import { tariffInputSchema, type TariffInput } from './contracts.js';
import { TARIFF_KIND_SPECS, TARIFF_KINDS, type TariffKind } from './kinds.js';
import { normalizeTariffInput, tariffInputIssues } from './rules.js';

const base = {
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  currency: 'usd',
} satisfies Partial<TariffInput>;

function check(kind: TariffKind, input: TariffInput) {
  const normalized = normalizeTariffInput(kind, tariffInputSchema.parse(input));
  return { normalized, issues: tariffInputIssues(kind, normalized) };
}
const paths = (kind: TariffKind, input: TariffInput) =>
  check(kind, input).issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

const seaFcl: TariffInput = {
  ...base,
  variant: 'CONTAINER',
  from: { type: 'SEA_PORT', id: 1 },
  to: { type: 'SEA_PORT', id: 2 },
  carrierId: 7,
  lines: [
    { containerTypeId: 10, price: 120_000 },
    { containerTypeId: 11, price: 180_000 },
  ],
};

describe('a sea container tariff', () => {
  it('passes with a line, both ports and a carrier', () => {
    expect(paths('sea', seaFcl)).toEqual([]);
  });

  it('needs at least one container price, ports that differ and an end after the start', () => {
    expect(
      paths('sea', { ...seaFcl, lines: [], to: { type: 'SEA_PORT', id: 1 }, validTo: '2026-11-30', carrierId: null }),
    ).toEqual([
      'to:tariffs.sameEnds',
      'validTo:tariffs.expiresBeforeStart',
      'carrierId:validation.required',
      'lines:tariffs.containerRequired',
    ]);
  });

  it('refuses an airport as an end and the same container type twice', () => {
    const input = {
      ...seaFcl,
      from: { type: 'AIRPORT_HUB' as const, id: 3 },
      lines: [
        { containerTypeId: 10, price: 1 },
        { containerTypeId: 10, price: 2 },
      ],
    };
    expect(paths('sea', input)).toEqual(['from.type:validation.invalidValue', 'lines.1:validation.unique']);
  });

  it('keeps only what the kind has: no service, no destination of a service, no clients when public', () => {
    const { normalized } = check('sea', { ...seaFcl, serviceId: 5, clientOrganizationIds: [4], zipCodes: ['101000'] });
    expect(normalized).toMatchObject({ serviceId: null, clientOrganizationIds: [], zipCodes: [], currency: 'USD' });
    const port = check('port-services', {
      ...base,
      variant: 'BILL',
      from: { type: 'SEA_PORT', id: 1 },
      to: { type: 'SEA_PORT', id: 2 },
      serviceId: 5,
      routeType: 'EXPORT',
      lines: [{ price: 5000, containerTypeId: 10 }],
    });
    expect(port.issues).toEqual([]);
    expect(port.normalized.to).toBeNull();
    expect(port.normalized.lines).toEqual([
      { containerTypeId: null, vehicleTypeId: null, palletTypeId: null, from: null, to: null, price: 5000 },
    ]);
  });
});

describe('ranges', () => {
  const air = (lines: TariffInput['lines']): TariffInput => ({
    ...base,
    variant: 'GENERAL',
    from: { type: 'AIRPORT_HUB', id: 1 },
    to: { type: 'AIRPORT_HUB', id: 2 },
    carrierId: 3,
    lines,
  });

  it('tile the weights: 0–45, 45–100, 100 and up', () => {
    const { normalized, issues } = check(
      'air-transportation',
      air([
        { from: 100, price: 300 },
        { from: 0, to: 45, price: 500 },
        { from: 45, to: 100, price: 400 },
      ]),
    );
    expect(issues).toEqual([]);
    expect(normalized.rangeUnit).toBe('KG');
  });

  it('refuse a range that ends before it starts, overlaps another or has no start', () => {
    expect(
      paths(
        'air-transportation',
        air([
          { from: 0, to: 50, price: 500 },
          { from: 45, to: 100, price: 400 },
          { from: 200, to: 150, price: 1 },
          { to: 10, price: 1 },
          { from: 100, price: 1 },
          { from: 300, price: 1 },
        ]),
      ),
    ).toEqual([
      'lines.2.to:validation.invalidRange',
      'lines.3.from:validation.required',
      'lines.1.from:validation.invalidRange',
      'lines.5.from:validation.invalidRange',
    ]);
  });

  it('are counted per vehicle type in trucking, so two vehicles may share a radius band', () => {
    const trucking: TariffInput = {
      ...base,
      variant: 'VEHICLE',
      from: { type: 'CITY', id: 1 },
      chargingMode: 'DISTANCE',
      lines: [
        { vehicleTypeId: 1, from: 0, to: 30, price: 100 },
        { vehicleTypeId: 2, from: 0, to: 30, price: 200 },
        { vehicleTypeId: 1, from: 30, price: 300 },
      ],
    };
    expect(paths('trucking', trucking)).toEqual([]);
    expect(paths('trucking', { ...trucking, lines: [{ from: 0, price: 1 }] })).toEqual([
      'lines.0.vehicleTypeId:validation.required',
    ]);
  });
});

describe('private tariffs and surcharges', () => {
  it('a private tariff names its clients', () => {
    expect(paths('sea', { ...seaFcl, modifier: 'PRIVATE' })).toEqual([
      'clientOrganizationIds:tariffs.privateNeedsRange',
    ]);
    const { normalized, issues } = check('sea', { ...seaFcl, modifier: 'PRIVATE', clientOrganizationIds: [4, 4, 5] });
    expect(issues).toEqual([]);
    expect(normalized.clientOrganizationIds).toEqual([4, 5]);
  });

  it('a surcharge applies to a line or a tariff, and a relative one stays within 100 %', () => {
    const surcharge: TariffInput = {
      ...base,
      variant: 'CONTAINER',
      surchargeId: 1,
      surchargeType: 'ON_FREIGHT',
      tarification: 'RELATIVE',
      lines: [{ containerTypeId: 10, price: 10_001 }],
    };
    expect(paths('freight-surcharges', surcharge)).toEqual([
      'carrierId:tariffs.surchargeScope',
      'lines.0.price:tariffs.percentTooLarge',
    ]);
    expect(
      paths('freight-surcharges', {
        ...surcharge,
        appliesToTariffId: 9,
        lines: [{ containerTypeId: 10, price: 1500 }],
      }),
    ).toEqual([]);
  });
});

describe('every kind', () => {
  it('has a tab for each variant and a line shape for each variant', () => {
    for (const kind of TARIFF_KINDS) {
      const spec = TARIFF_KIND_SPECS[kind];
      for (const variant of spec.variants) {
        expect(spec.tabs[variant], `${kind} ${variant}`).toBeDefined();
        expect(spec.lines[variant], `${kind} ${variant}`).toBeDefined();
      }
    }
  });

  it('needs its service fields on services and a charging mode on road kinds', () => {
    const at = { ...base, from: { type: 'RAILWAY_HUB' as const, id: 1 }, lines: [{ containerTypeId: 1, price: 1 }] };
    expect(paths('railway-services', { ...at, variant: 'CONTAINER' })).toEqual([
      'serviceId:validation.required',
      'routeType:validation.required',
    ]);
    expect(paths('intermodal-rates', { ...at, variant: 'CONTAINER', to: { type: 'CITY', id: 5 } })).toEqual([
      'chargingMode:validation.required',
    ]);
  });
});
