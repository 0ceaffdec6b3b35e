import { isMessageKey } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { daysKey, historyFieldLabel, pluralCategory, statusLabel, trackingLabel } from './labels';

describe('the order screens’ labels', () => {
  it('name every status and tracking date with a catalogue key', () => {
    expect(isMessageKey(statusLabel('IN_TRANSIT'))).toBe(true);
    expect(isMessageKey(trackingLabel('ORIGIN_HUB_DEPARTURE'))).toBe(true);
  });

  it('take the language’s plural form of a number of days', () => {
    expect(pluralCategory('ru', 1)).toBe('one');
    expect(pluralCategory('ru', 3)).toBe('few');
    expect(pluralCategory('ru', 45)).toBe('many');
    expect(pluralCategory('en', 45)).toBe('other');
    expect(pluralCategory('zh', 1)).toBe('other');
    expect(daysKey('en', 1)).toBe('wizard.days.one');
  });

  it('label the history’s known fields, and leave an unknown one to be shown as it is', () => {
    expect(historyFieldLabel('paymentState')).toBe('orderScreens.delivery.payment');
    expect(historyFieldLabel('toString')).toBeNull();
    expect(historyFieldLabel('somethingNew')).toBeNull();
  });
});
