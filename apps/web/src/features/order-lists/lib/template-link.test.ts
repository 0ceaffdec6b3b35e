import type { CalculationRequest, QuotePoint } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { decodeWizard } from '../../../shared/wizard-link';
import { templateEnds, templateWizardLink } from './template-link';

const request: CalculationRequest = {
  from: { type: 'ADDRESS', cityId: 1796236 },
  to: { type: 'SEA_PORT', seaPortId: 12 },
  readyDate: '2020-01-15',
  cargo: { type: 'CONTAINER', containers: [{ containerTypeId: 5, amount: 2, weight: 18_000, weightUnit: 'KG' }] },
  currency: 'EUR',
  sort: 'BEST_TIME',
  customCommission: null,
  isWidget: false,
};

const shanghai: QuotePoint = {
  type: 'CITY',
  id: 1796236,
  code: null,
  name: 'Shanghai',
  cityName: 'Shanghai',
  countryCode: 'CN',
};
const unnamed = (place: CalculationRequest['from']) => `${place.type}?`;
const today = '2026-11-28';

describe('an order template', () => {
  it('names its ends as the answer does, and an end it does not name in words of its kind', () => {
    const ends = templateEnds({ request, from: shanghai }, unnamed);
    expect(ends.from).toBe(shanghai);
    expect(ends.to).toEqual({
      type: 'SEA_PORT',
      id: 12,
      code: null,
      name: 'SEA_PORT?',
      cityName: null,
      countryCode: null,
    });
  });

  it('opens the wizard on its request as the wizard reads its own address, a passed day becoming today', () => {
    const link = templateWizardLink({ request, from: shanghai }, unnamed, today);
    expect(link).toMatch(/^\/book\/wizard\?/);
    const decoded = decodeWizard(link.slice(link.indexOf('?')), today);
    expect(decoded.given).toBe(true);
    expect(decoded.sort).toBe('BEST_TIME');
    expect(decoded.currency).toBe('EUR');
    expect(decoded.values.from).toMatchObject({ type: 'ADDRESS', cityId: 1796236, name: 'Shanghai' });
    expect(decoded.values.to).toMatchObject({ type: 'SEA_PORT', seaPortId: 12 });
    expect(decoded.values.readyDate).toBe(today);
    expect(decoded.values.cargoForm).toBe('CONTAINER');
    expect(decoded.values.containers).toEqual([{ containerTypeId: 5, amount: 2, weight: 18_000, weightUnit: 'KG' }]);
  });
});
