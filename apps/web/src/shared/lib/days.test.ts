import { describe, expect, it } from 'vitest';
import { isPastDay, parseDay, todayIso } from './days';

describe('days of the wizard', () => {
  it('is today in the browser’s own calendar', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(isPastDay('2026-01-04', new Date(2026, 0, 5))).toBe(true);
    expect(isPastDay('2026-01-05', new Date(2026, 0, 5, 23))).toBe(false);
  });

  it('reads the formats of Product specification, shell §5 and the displayed DD.MM.YYYY', () => {
    for (const text of ['2026-03-01', '2026.03.01', '2026/3/1', '01.03.2026'])
      expect(parseDay(text), text).toBe('2026-03-01');
  });

  it('refuses days that do not exist', () => {
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('tomorrow')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });
});
