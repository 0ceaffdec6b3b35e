import { describe, expect, it } from 'vitest';
import { requiredFields } from './required';

describe('the required marks of the form', () => {
  it('follow the domain’s rules per kind and tab', () => {
    expect([...requiredFields('sea', 'CONTAINER')].sort()).toEqual(['carrierId', 'from', 'to']);
    expect([...requiredFields('sea', 'GENERAL')].sort()).toEqual(['from', 'to']);
    expect([...requiredFields('port-services', 'BILL')].sort()).toEqual(['from', 'routeType', 'serviceId']);
    expect([...requiredFields('freight-surcharges', 'CONTAINER')].sort()).toEqual([
      'surchargeId',
      'surchargeType',
      'tarification',
    ]);
    expect(requiredFields('trucking', 'VEHICLE').has('chargingMode')).toBe(true);
  });
});
