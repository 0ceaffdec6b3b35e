import { ORDER_STATUSES, PAYMENT_STATES, isMessageKey } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { DELIVERY_ORDER_FILTERS, ORDER_FILTERS } from './filters';
import { enumLabel, groupLabel, stageLabel, statusLabel } from './labels';
import { GROUPS, STAGES } from './list-params';

describe('the words of the list screens', () => {
  it('name every status, group, stage and payment state', () => {
    for (const status of ORDER_STATUSES) expect(isMessageKey(statusLabel(status)), status).toBe(true);
    for (const group of GROUPS) expect(isMessageKey(groupLabel(group)), group).toBe(true);
    for (const stage of STAGES) expect(isMessageKey(stageLabel(stage)), stage).toBe(true);
    for (const state of PAYMENT_STATES) expect(enumLabel('paymentState', state)).toBe(`orderLists.payment.${state}`);
    expect(enumLabel('orderStatus', 'STANDBY')).toBe('dictionaries.enum.orderStatus.STANDBY');
  });

  it('label every typed filter, and offer the statuses to pick from', () => {
    for (const spec of [...ORDER_FILTERS, ...DELIVERY_ORDER_FILTERS]) expect(isMessageKey(spec.label)).toBe(true);
    const status = ORDER_FILTERS.find((spec) => spec.field === 'status');
    expect(status?.modes[0]).toBe('SELECT');
    expect(ORDER_FILTERS.map((spec) => spec.field)).not.toContain('totalUsd');
    expect(DELIVERY_ORDER_FILTERS.map((spec) => spec.field)).toContain('paymentState');
  });
});
