import { describe, expect, it } from 'vitest';
import { formatNumber, formatRate, groupDigits, ungroupDigits } from './format-number';

const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatNumber', () => {
  it('shows two decimals with spaces between thousands and drops .00', () => {
    expect(formatNumber(28_000)).toBe(nb('28 000'));
    expect(formatNumber(1234.5)).toBe(nb('1 234.50'));
    expect(formatNumber('67.7')).toBe('67.70');
    expect(formatNumber(0.004)).toBe('0');
    expect(formatNumber(1_000_000.006)).toBe(nb('1 000 000.01'));
    expect(formatNumber(-2500.25)).toBe(nb('-2 500.25'));
  });

  it('leaves nothing for an empty value and the text of an unreadable one', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber('abc')).toBe('abc');
  });
});

describe('formatRate', () => {
  it('keeps up to four decimals a rate needs, at least two', () => {
    expect(formatRate('81.50000000')).toBe('81.50');
    expect(formatRate('0.58730000')).toBe('0.5873');
    expect(formatRate('11.2')).toBe('11.20');
    expect(formatRate('100')).toBe('100');
    expect(formatRate('12345.6789')).toBe(nb('12 345.6789'));
  });
});

describe('grouping digits', () => {
  it('groups thousands with a space', () => {
    expect(groupDigits(24870895)).toBe('24\u00a0870\u00a0895');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1\u00a0000');
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(-1234567)).toBe('-1\u00a0234\u00a0567');
    expect(groupDigits('')).toBe('');
  });

  it('reads a grouped number back', () => {
    expect(ungroupDigits('24\u00a0870 895')).toBe('24870895');
    expect(ungroupDigits(undefined)).toBe('');
  });
});
