import type { CalculationRequest } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { emptyParty } from './booking-values';
import {
  emptyCarrier,
  initialManualValues,
  manualBookingBodyOf,
  manualBookingProblems,
  type ManualBookingValues,
} from './manual-booking-values';

const TODAY = '2026-05-04';
const digitsOf = (currency: string) => (currency === 'JPY' ? 0 : 2);
const FEET = new Map<number, number | null>([[4, 45]]);

const request: CalculationRequest = {
  from: { type: 'ADDRESS', cityId: 1 },
  to: { type: 'ADDRESS', cityId: 2 },
  readyDate: '2026-05-10',
  cargo: { type: 'CONTAINER', containers: [{ containerTypeId: 4, amount: 1, weight: 20_000, weightUnit: 'KG' }] },
  currency: 'RUB',
  sort: 'BEST_PRICE',
  customCommission: null,
  isWidget: false,
};
const calculation = { request, readyDate: '2026-05-10', currency: 'RUB' as const };

const filled = (): ManualBookingValues => ({
  ...initialManualValues(calculation, TODAY),
  ownerUserId: 41,
  shipper: { ...emptyParty(), name: 'Shanghai Export Co.', address: 'Pudong, Shanghai' },
  consignee: { ...emptyParty(), name: 'Moscow Import LLC', address: 'Tverskaya 1, Moscow' },
  carriers: [
    { organizationId: 7, mode: 'SEA', cost: { amount: 1800.5, currency: 'USD' }, transitDays: 30 },
    { organizationId: 9, mode: 'ROAD', cost: { amount: 45_000, currency: 'JPY' }, transitDays: 3 },
  ],
});

describe('a new manual booking', () => {
  it('starts as the client’s booking does, with no owner and one carrier to name in the calculation’s currency', () => {
    const values = initialManualValues(calculation, TODAY);
    expect(values.ownerUserId).toBeNull();
    expect(values.carriers).toEqual([emptyCarrier('RUB')]);
    expect(values.containers).toEqual([{ containerTypeId: 4, number: '', weightKg: 20_000 }]);
    expect(values.pickup.date).toBe('2026-05-10');
    expect(initialManualValues({ ...calculation, currency: 'DEFAULT' }, TODAY).carriers[0]!.cost.currency).toBe('USD');
  });
});

describe('the body of POST /orders/manual', () => {
  it('sends the calculation’s request, the owner and each carrier’s price in minor units of its currency', () => {
    const body = manualBookingBodyOf(filled(), request, digitsOf);
    expect(body).toMatchObject({
      ownerUserId: 41,
      request,
      shipper: { name: 'Shanghai Export Co.', address: 'Pudong, Shanghai', phone: null },
      carriers: [
        { organizationId: 7, mode: 'SEA', cost: { amount: 180_050, currency: 'USD' }, transitDays: 30 },
        { organizationId: 9, mode: 'ROAD', cost: { amount: 45_000, currency: 'JPY' }, transitDays: 3 },
      ],
    });
    expect(body).not.toHaveProperty('calculationId');
    expect(manualBookingProblems(body, FEET, TODAY)).toEqual([]);
  });

  it('names the missing owner and the carrier’s missing fields by the paths of the form', () => {
    const values = { ...filled(), ownerUserId: null, carriers: [emptyCarrier('USD')] };
    const fields = manualBookingProblems(manualBookingBodyOf(values, request, digitsOf), FEET, TODAY).map(
      (problem) => problem.fieldName,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'ownerUserId',
        'carriers.0.organizationId',
        'carriers.0.mode',
        'carriers.0.cost.amount',
        'carriers.0.transitDays',
      ]),
    );
  });

  it('takes one to five carriers', () => {
    const none = manualBookingProblems(
      manualBookingBodyOf({ ...filled(), carriers: [] }, request, digitsOf),
      FEET,
      TODAY,
    );
    expect(none.map((problem) => problem.fieldName)).toEqual(['carriers']);
    const six = Array.from({ length: 6 }, () => filled().carriers[0]!);
    const many = manualBookingProblems(
      manualBookingBodyOf({ ...filled(), carriers: six }, request, digitsOf),
      FEET,
      TODAY,
    );
    expect(many.map((problem) => problem.fieldName)).toEqual(['carriers']);
  });

  it('keeps the booking’s own rules: a pickup in the past', () => {
    const values = { ...filled(), pickup: { date: '2026-05-01', from: null, to: null } };
    expect(manualBookingProblems(manualBookingBodyOf(values, request, digitsOf), FEET, TODAY)).toEqual([
      { fieldName: 'pickup.date', message: 'orders.pickupInPast' },
    ]);
  });
});
