import { describe, expect, it } from 'vitest';
import { dayOfParts, displayDay } from './day-display.js';

describe('displayDay', () => {
  it('writes a day as each language does', () => {
    expect(displayDay('2026-12-10', 'ru')).toBe('10.12.2026');
    expect(displayDay('2026-12-10', 'en')).toBe('10 Dec 2026');
    expect(displayDay('2026-12-10', 'zh')).toBe('2026年12月10日');
  });

  it('keeps a month and a day apart where a digit order could mix them up', () => {
    expect(displayDay('2026-04-03', 'ru')).toBe('03.04.2026');
    expect(displayDay('2026-04-03', 'en')).toBe('3 Apr 2026');
    expect(displayDay('2026-04-03', 'zh')).toBe('2026年4月3日');
  });

  it('names every month in English', () => {
    const months = Array.from({ length: 12 }, (_, index) => dayOfParts('en', 2026, index + 1, 1).split(' ')[1]);
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });

  it('gives back a text that is no calendar day', () => {
    expect(displayDay('', 'en')).toBe('');
    expect(displayDay('next week', 'ru')).toBe('next week');
  });
});
