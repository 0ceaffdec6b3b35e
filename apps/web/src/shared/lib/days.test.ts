import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isPastDay, lastDayOfMonth, parseDay, todayIso } from './days';

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

describe('day arithmetic', () => {
  it('counts whole days, across a change to summer time and a year’s end', () => {
    expect(daysBetween('2026-03-25', '2026-04-05')).toBe(11);
    expect(daysBetween('2026-12-25', '2027-01-08')).toBe(14);
    expect(daysBetween('2026-06-10', '2026-06-09')).toBe(-1);
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
  });

  it('finds the last day of a month, February and December included', () => {
    expect(lastDayOfMonth('2026-06-10')).toBe('2026-06-30');
    expect(lastDayOfMonth('2026-02-01')).toBe('2026-02-28');
    expect(lastDayOfMonth('2028-02-15')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-12-31')).toBe('2026-12-31');
  });
});
