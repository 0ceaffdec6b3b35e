import { describe, expect, it } from 'vitest';
import { formPath, samePath } from './field-paths';

describe('field paths of the request as the form’s', () => {
  it('maps the API’s field errors to the form’s fields', () => {
    expect(formPath(['cargo', 'items', 0, 'length'])).toEqual(['general', 0, 'length']);
    expect(formPath(['cargo', 'containers', 2, 'weight'])).toEqual(['containers', 2, 'weight']);
    expect(formPath(['cargo', 'pallets', 1, 'height'])).toEqual(['pallets', 1, 'height']);
    expect(formPath(['cargo', 'vehicle', 'vehicleTypeId'])).toEqual(['vehicle', 'vehicleTypeId']);
    expect(formPath(['from', 'cityId'])).toEqual(['from']);
    expect(formPath(['customCommission', 'percent'])).toEqual(['customCommission']);
  });

  it('has no field for the cargo as a whole or an unknown name', () => {
    expect(formPath(['cargo', 'items'])).toBeUndefined();
    expect(formPath(['cargo'])).toBeUndefined();
    expect(formPath(['sort'])).toBeUndefined();
  });
});

describe('one field’s path', () => {
  it('is the same path part by part, never a field above the form', () => {
    expect(samePath(['general', 0, 'length'], ['general', 0, 'length'])).toBe(true);
    expect(samePath(['general', 0, 'length'], ['general', 1, 'length'])).toBe(false);
    expect(samePath(['general', 0], ['general', 0, 'length'])).toBe(false);
    expect(samePath(null, ['from'])).toBe(false);
  });
});
