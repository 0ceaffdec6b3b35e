import { describe, expect, it } from 'vitest';
import { todayIso } from '../../../shared/lib/days';
import { defaultValues, emptyGeneralLine, presetLine, type WizardValues } from './form-values';
import {
  calculationIdOf,
  decodePlace,
  decodeWizard,
  encodePlace,
  encodeWizard,
  orderIdOf,
  withParam,
  wizardSearch,
} from '../../../shared/wizard-link/url-state';
import { MOSCOW_PLACE, SHANGHAI_PLACE } from './test-fixtures';

const today = todayIso();
const future = (() => {
  const day = new Date();
  day.setDate(day.getDate() + 10);
  return todayIso(day);
})();

/** What the form shows of a place restored from the address: no country name (the picker adds it). */
const asDecoded = (values: WizardValues): WizardValues => ({
  ...values,
  from: values.from && { ...values.from, country: { ...values.from.country, name: '' }, detail: null },
  to: values.to && { ...values.to, country: { ...values.to.country, name: '' }, detail: null },
});

const roundTrip = (values: WizardValues, sort: 'BEST_PRICE' | 'BEST_TIME' = 'BEST_PRICE') =>
  decodeWizard(encodeWizard(values, sort, today).toString(), today);

describe('the wizard in the address', () => {
  it('reads back what it wrote: ends, day, currency, sort and a container line', () => {
    const values: WizardValues = {
      ...defaultValues(today),
      from: SHANGHAI_PLACE,
      to: MOSCOW_PLACE,
      readyDate: future,
      currency: 'DEFAULT',
      cargoForm: 'CONTAINER',
      containers: [{ containerTypeId: 3, amount: 1, weight: 20_000, weightUnit: 'KG' }],
    };
    const search = encodeWizard(values, 'BEST_TIME', today).toString();
    expect(search).toBe(
      `from=city_1_CN__Shanghai&to=city_2_RU__Moscow&date=${future}&currency=DEFAULT&sort=BEST_TIME&cargo=CONTAINER&container=3_1_20000_KG`,
    );
    expect(roundTrip(values, 'BEST_TIME')).toEqual({
      values: asDecoded(values),
      given: true,
      sort: 'BEST_TIME',
      currency: 'DEFAULT',
    });
  });

  it('keeps every general line with its units, by sizes or by volume', () => {
    const values: WizardValues = {
      ...defaultValues(today),
      general: [
        {
          ...emptyGeneralLine(),
          typeId: 4,
          amount: 3,
          length: 1.2,
          width: 0.8,
          height: 1,
          sizeUnit: 'M',
          weight: 300,
          weightUnit: 'LB',
        },
        presetLine('CUBE', 9),
        { ...emptyGeneralLine(), length: 10 },
      ],
    };
    expect(roundTrip(values).values.general).toEqual(values.general);
  });

  it('keeps a vehicle and pallets', () => {
    const truck: WizardValues = {
      ...defaultValues(today),
      cargoForm: 'VEHICLE',
      vehicle: { vehicleTypeId: 5, bodyType: 'TERM', amount: 2 },
    };
    expect(roundTrip(truck).values.vehicle).toEqual(truck.vehicle);
    const pallets: WizardValues = {
      ...defaultValues(today),
      cargoForm: 'PALLET',
      pallets: [{ palletTypeId: 1, amount: 12, height: 150, sizeUnit: 'CM', weight: 700, weightUnit: 'KG' }],
    };
    expect(roundTrip(pallets).values.pallets).toEqual(pallets.pallets);
  });

  it('leaves out what a new form has anyway: today, USD, the best price, an untouched line', () => {
    expect(encodeWizard(defaultValues(today), 'BEST_PRICE', today).toString()).toBe('cargo=GENERAL_CARGO');
  });

  it('reads a past or garbled day as today, unknown values as the defaults', () => {
    const decoded = decodeWizard('date=2001-01-01&currency=XXX&sort=CHEAPEST&cargo=SHIP&container=x_y_z_OZ', today);
    expect(decoded.values.readyDate).toBe(today);
    expect(decoded.values.currency).toBe('USD');
    expect(decoded.sort).toBeNull();
    expect(decoded.values.cargoForm).toBe('GENERAL_CARGO');
    expect(decoded.values.containers).toEqual([
      { containerTypeId: null, amount: null, weight: null, weightUnit: 'KG' },
    ]);
    expect(decodeWizard(`date=${future.replaceAll('-', '/')}`, today).values.readyDate).toBe(future);
  });

  it('tells an address with a request from one with only a sort or nothing', () => {
    expect(decodeWizard('', today).given).toBe(false);
    expect(decodeWizard('lang=ru&sort=BEST_TIME', today)).toMatchObject({ given: false, sort: 'BEST_TIME' });
    expect(decodeWizard('cargo=PALLET', today).given).toBe(true);
  });
});

describe('an end in the address', () => {
  it('keeps the kind, id, country, code and a name with underscores and spaces', () => {
    const port = {
      type: 'SEA_PORT',
      seaPortId: 10,
      name: 'Port_of St Petersburg',
      code: 'RULED',
      country: { code: 'RU', name: 'Russia' },
      detail: 'Saint Petersburg',
    } as const;
    expect(encodePlace(port)).toBe('port_10_RU_RULED_Port_of St Petersburg');
    expect(decodePlace(encodePlace(port))).toEqual({ ...port, country: { code: 'RU', name: '' }, detail: null });
  });

  it('is nothing without a known kind and a positive id', () => {
    expect(decodePlace('harbour_1_CN__X')).toBeNull();
    expect(decodePlace('city_-3_CN__X')).toBeNull();
    expect(decodePlace('city__CN__X')).toBeNull();
    expect(decodePlace(null)).toBeNull();
  });
});

describe('the rest of the address', () => {
  it('keeps other parameters (lang) when the wizard rewrites its own', () => {
    const next = encodeWizard({ ...defaultValues(today), cargoForm: 'VEHICLE' }, 'BEST_PRICE', today);
    expect(wizardSearch('?lang=ru&from=city_1_CN__Shanghai&item=S_1_1____CM__KG', next)).toBe('?lang=ru&cargo=VEHICLE');
    expect(withParam('?lang=zh&cargo=CONTAINER', 'sort', 'BEST_TIME')).toBe('?lang=zh&cargo=CONTAINER&sort=BEST_TIME');
    expect(withParam('?sort=BEST_TIME', 'sort', null)).toBe('');
  });

  it('reads the calculation’s id from the hash, nothing else', () => {
    expect(calculationIdOf('#6F1C2D3E-4B5A-4C7D-8E9F-0A1B2C3D4E5F')).toBe('6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f');
    expect(calculationIdOf('#destination=/client')).toBeNull();
    expect(calculationIdOf('')).toBeNull();
  });

  it('reads an order’s id from a numeric hash, and nothing from a calculation’s id or garbage', () => {
    expect(orderIdOf('#1042')).toBe(1042);
    expect(orderIdOf('1042')).toBe(1042);
    expect(orderIdOf('#6F1C2D3E-4B5A-4C7D-8E9F-0A1B2C3D4E5F')).toBeNull();
    expect(orderIdOf('#0')).toBeNull();
    expect(orderIdOf('#012')).toBeNull();
    expect(orderIdOf('#-5')).toBeNull();
    expect(orderIdOf('#12a')).toBeNull();
    expect(orderIdOf('#99999999999')).toBeNull();
    expect(orderIdOf('')).toBeNull();
  });
});
