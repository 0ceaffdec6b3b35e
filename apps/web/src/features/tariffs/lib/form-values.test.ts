import type { Tariff, TariffPoint } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { checkTariff, formPathOf } from './form-check';
import { formValuesOf, inputOf, newFormValues, type TariffFormContext, type TariffFormValues } from './form-values';

const MAIN = [10, 11, 12];
const today = '2026-06-10';
const shanghai: TariffPoint = { type: 'SEA_PORT', id: 1, code: 'CNSHA', name: 'Shanghai', countryCode: 'CN' };
const spb: TariffPoint = { type: 'SEA_PORT', id: 2, code: 'RULED', name: 'Saint Petersburg', countryCode: 'RU' };

const seaFcl: TariffFormContext = { kind: 'sea', variant: 'CONTAINER', currencyDigits: 2, operator: false };
const seaForm = (change: Partial<TariffFormValues> = {}): TariffFormValues => ({
  ...newFormValues('sea', 'CONTAINER', today, MAIN),
  from: shanghai,
  to: spb,
  carrierId: 7,
  ...change,
});

describe('a new tariff’s form', () => {
  it('starts valid from today to the month’s end, in dollars, public, with the main container types listed', () => {
    const values = newFormValues('sea', 'CONTAINER', today, MAIN);
    expect(values).toMatchObject({
      validFrom: '2026-06-10',
      validTo: '2026-06-30',
      currency: 'USD',
      modifier: 'PUBLIC',
    });
    expect(values.lines).toEqual([
      { containerTypeId: 10, price: null },
      { containerTypeId: 11, price: null },
      { containerTypeId: 12, price: null },
    ]);
  });

  it('starts a ranges tariff with one range from 0 in the first unit, and a bill tariff with one price', () => {
    const air = newFormValues('air-transportation', 'GENERAL', today, MAIN);
    expect(air.rangeUnit).toBe('KG');
    expect(air.lines).toEqual([{ from: 0, to: null, price: null }]);
    expect(newFormValues('port-services', 'BILL', today, MAIN).lines).toEqual([{ price: null }]);
    expect(newFormValues('trucking', 'VEHICLE', today, MAIN).lines).toEqual([
      { vehicleTypeId: null, from: 0, to: null, price: null },
    ]);
  });
});

describe('form values → the API’s body', () => {
  it('sends prices in minor units, the ends as type and id, only the priced container types', () => {
    const values = seaForm({
      lines: [
        { containerTypeId: 10, price: 1200 },
        { containerTypeId: 11, price: null },
        { containerTypeId: 12, price: 1850.5 },
      ],
      minPrice: 99.99,
      demurrageDays: 14,
      serviceId: 3,
    });
    const { body, rows } = inputOf(seaFcl, values);
    expect(body).toMatchObject({
      variant: 'CONTAINER',
      from: { type: 'SEA_PORT', id: 1 },
      to: { type: 'SEA_PORT', id: 2 },
      minPrice: 9999,
      carrierId: 7,
      demurrageDays: 14,
      lines: [
        { containerTypeId: 10, price: 120000 },
        { containerTypeId: 12, price: 185050 },
      ],
    });
    // Fields the kind does not have are not sent; a partner names no owner.
    expect(body).not.toHaveProperty('serviceId');
    expect(body).not.toHaveProperty('organizationId');
    expect(rows).toEqual([0, 2]);
  });

  it('uses the currency’s decimals, and percent for a relative surcharge', () => {
    const yen = inputOf({ ...seaFcl, currencyDigits: 0 }, seaForm({ lines: [{ containerTypeId: 10, price: 150000 }] }));
    expect(yen.body.lines).toEqual([{ containerTypeId: 10, price: 150000 }]);
    const surcharge = inputOf(
      { kind: 'freight-surcharges', variant: 'GENERAL', currencyDigits: 0, operator: true },
      {
        ...newFormValues('freight-surcharges', 'GENERAL', today, MAIN),
        tarification: 'RELATIVE',
        lines: [{ from: 0, to: null, price: 12.5 }],
      },
    );
    expect(surcharge.body.lines).toEqual([{ from: 0, to: null, price: 1250 }]);
    expect(surcharge.body).toMatchObject({ rangeUnit: 'WM', organizationId: null, tarification: 'RELATIVE' });
  });

  it('sends no destination for a service and no clients for a public tariff', () => {
    const values = {
      ...newFormValues('port-services', 'BILL', today, MAIN),
      from: shanghai,
      to: spb,
      clientOrganizationIds: [5],
    };
    const { body } = inputOf({ kind: 'port-services', variant: 'BILL', currencyDigits: 2, operator: false }, values);
    expect(body).toMatchObject({ to: null, clientOrganizationIds: [], lines: [{ price: undefined }] });
  });
});

describe('a tariff of the API → form values', () => {
  const tariff = {
    variant: 'CONTAINER',
    organization: { id: 3, name: 'Demo Sea Lines' },
    from: shanghai,
    to: spb,
    validFrom: '2026-06-01',
    validTo: '2026-06-30',
    currency: 'USD',
    nds: 'NONE',
    minPrice: 5000,
    transitDays: 32,
    documentDeadlineDays: null,
    modifier: 'PUBLIC',
    clientOrganizationIds: [],
    active: true,
    comment: null,
    carrier: { id: 7, code: 'MAEU', name: 'Maersk' },
    service: null,
    surcharge: null,
    routeType: null,
    chargingMode: null,
    roadChargingCode: null,
    vehicleBody: null,
    distanceRange: null,
    zipCodes: [],
    demurrageDays: null,
    detentionDays: null,
    surchargeType: null,
    tarification: null,
    appliesToTariffId: null,
    rangeUnit: null,
    lines: [
      { containerTypeId: 12, vehicleTypeId: null, palletTypeId: null, from: null, to: null, price: 190000 },
      { containerTypeId: 20, vehicleTypeId: null, palletTypeId: null, from: null, to: null, price: 250000 },
    ],
  } as const satisfies Partial<Tariff>;

  it('lists the main container types first, empty where unpriced, then the others', () => {
    const values = formValuesOf('sea', tariff as unknown as Tariff, 2, MAIN);
    expect(values.lines).toEqual([
      { containerTypeId: 10, price: null },
      { containerTypeId: 11, price: null },
      { containerTypeId: 12, price: 1900 },
      { containerTypeId: 20, price: 2500 },
    ]);
    expect(values).toMatchObject({ carrierId: 7, minPrice: 50, comment: '', organizationId: 3 });
    const { body } = inputOf({ ...seaFcl, operator: true }, values);
    expect(body).toMatchObject({ organizationId: 3, minPrice: 5000, lines: [{ price: 190000 }, { price: 250000 }] });
  });
});

describe('checking the form as the API will', () => {
  it('passes a complete tariff and gives the normalized body', () => {
    const check = checkTariff(seaFcl, seaForm({ lines: [{ containerTypeId: 10, price: 1200 }] }));
    expect(check.problems).toEqual([]);
    expect(check.input).toMatchObject({ currency: 'USD', lines: [{ containerTypeId: 10, price: 120000 }] });
  });

  it('places the contract’s problems at their fields', () => {
    const check = checkTariff(seaFcl, seaForm({ validTo: null, currency: null }));
    expect(check.input).toBeUndefined();
    expect(check.problems).toEqual([
      { name: ['validTo'], key: 'validation.required' },
      { name: ['currency'], key: 'validation.required' },
    ]);
  });

  it('places the kind’s rules at their fields: ends, dates, carrier, no container priced', () => {
    const check = checkTariff(seaFcl, seaForm({ to: shanghai, validTo: '2026-06-01', carrierId: null }));
    expect(check.problems.map((problem) => `${problem.name?.join('.')}:${problem.key}`)).toEqual([
      'to:tariffs.sameEnds',
      'validTo:tariffs.expiresBeforeStart',
      'carrierId:validation.required',
      'lines:tariffs.containerRequired',
    ]);
  });

  it('puts a line’s problem on the form’s row, past the blank rows left out', () => {
    const air: TariffFormContext = {
      kind: 'air-transportation',
      variant: 'GENERAL',
      currencyDigits: 2,
      operator: false,
    };
    const values: TariffFormValues = {
      ...newFormValues('air-transportation', 'GENERAL', today, MAIN),
      from: { ...shanghai, type: 'AIRPORT_HUB' },
      to: { ...spb, type: 'AIRPORT_HUB' },
      carrierId: 4,
      lines: [
        { from: 0, to: 45, price: 5 },
        { from: null, to: null, price: null },
        { from: 40, to: null, price: 4.5 },
        { from: 100, to: null, price: null },
      ],
    };
    const check = checkTariff(air, values);
    expect(check.rows).toEqual([0, 2, 3]);
    expect(check.problems).toEqual([{ name: ['lines', 3, 'price'], key: 'validation.required' }]);
    const overlap = checkTariff(air, { ...values, lines: values.lines.slice(0, 3) });
    expect(overlap.problems).toEqual([{ name: ['lines', 2, 'from'], key: 'validation.invalidRange' }]);
  });
});

describe('where an error of the API shows', () => {
  it('maps the body’s paths to the form’s fields', () => {
    const rows = [0, 2];
    expect(formPathOf(seaFcl, ['lines', 1, 'price'], rows)).toEqual(['lines', 2, 'price']);
    expect(formPathOf(seaFcl, ['lines', 0, 'containerTypeId'], rows)).toEqual(['lines', 0, 'price']);
    expect(formPathOf(seaFcl, ['lines', 1], rows)).toEqual(['lines', 2, 'price']);
    expect(formPathOf(seaFcl, ['lines'], rows)).toEqual(['lines']);
    expect(formPathOf(seaFcl, ['from', 'id'], rows)).toEqual(['from']);
    expect(formPathOf(seaFcl, ['clientOrganizationIds', 3], rows)).toEqual(['clientOrganizationIds']);
    expect(formPathOf(seaFcl, ['currency'], rows)).toEqual(['currency']);
  });

  it('leaves above the buttons what no field shows', () => {
    expect(formPathOf(seaFcl, ['organizationId'], [])).toBeUndefined();
    expect(formPathOf({ ...seaFcl, operator: true }, ['organizationId'], [])).toEqual(['organizationId']);
    expect(formPathOf(seaFcl, ['variant'], [])).toBeUndefined();
    expect(formPathOf(seaFcl, ['rangeUnit'], [])).toBeUndefined();
    const trucking: TariffFormContext = { kind: 'trucking', variant: 'VEHICLE', currencyDigits: 2, operator: false };
    expect(formPathOf(trucking, ['lines', 0], [1])).toEqual(['lines', 1, 'vehicleTypeId']);
  });
});
