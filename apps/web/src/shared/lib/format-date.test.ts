import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/language-store';
import { formatDateTime, formatDay } from './format-date';

afterEach(() => setLanguage('en'));

describe('formatDay', () => {
  it('shows a calendar day as the interface language writes it, in any time zone', () => {
    setLanguage('ru');
    expect(formatDay('2026-03-01')).toBe('01.03.2026');
    setLanguage('en');
    expect(formatDay('2026-03-01')).toBe('1 Mar 2026');
    setLanguage('zh');
    expect(formatDay('2026-03-01')).toBe('2026年3月1日');
    expect(formatDay('')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the hour to the day in the language', () => {
    const evening = new Date(2025, 11, 31, 18, 5);
    setLanguage('ru');
    expect(formatDateTime(evening)).toBe('31.12.2025 18:05');
    setLanguage('en');
    expect(formatDateTime(evening)).toBe('31 Dec 2025 18:05');
    setLanguage('zh');
    expect(formatDateTime(evening)).toBe('2025年12月31日 18:05');
  });
});
