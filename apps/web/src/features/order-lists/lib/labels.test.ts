import { ORDER_STATUSES, PAYMENT_STATES, isMessageKey, messagesOf } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { catalogueTexts } from '../../../test/catalogue-texts';
import { DELIVERY_ORDER_FILTERS, ORDER_FILTERS } from './filters';
import { enumLabel, groupLabel, stageLabel, statusLabel } from './labels';
import { GROUPS, STAGES } from './list-params';

describe('the words of the list screens', () => {
  it('name every status, group, stage and payment state', () => {
    for (const status of ORDER_STATUSES) expect(isMessageKey(statusLabel(status)), status).toBe(true);
    for (const group of GROUPS) expect(isMessageKey(groupLabel(group)), group).toBe(true);
    for (const stage of STAGES) expect(isMessageKey(stageLabel(stage)), stage).toBe(true);
  });

  it('give the typed filters’ values their words in Chinese and Russian, and a value without words as it is', () => {
    for (const language of ['zh', 'ru'] as const) {
      const t = catalogueTexts(language);
      const texts = messagesOf(language);
      for (const state of PAYMENT_STATES)
        expect(t(enumLabel('paymentState', state))).toBe(texts[`orderLists.payment.${state}`]);
      expect(t(enumLabel('orderStatus', 'STANDBY'))).toBe(texts['dictionaries.enum.orderStatus.STANDBY']);
      expect(t(enumLabel('orderStatus', 'NO_SUCH_STATUS'))).toBe('NO_SUCH_STATUS');
    }
  });

  it('label every typed filter, and offer the statuses to pick from', () => {
    for (const spec of [...ORDER_FILTERS, ...DELIVERY_ORDER_FILTERS]) expect(isMessageKey(spec.label)).toBe(true);
    const status = ORDER_FILTERS.find((spec) => spec.field === 'status');
    expect(status?.modes[0]).toBe('SELECT');
    expect(ORDER_FILTERS.map((spec) => spec.field)).not.toContain('totalUsd');
    expect(DELIVERY_ORDER_FILTERS.map((spec) => spec.field)).toContain('paymentState');
  });
});
