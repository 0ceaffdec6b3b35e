import { describe, expect, it } from 'vitest';
import { addDays, callerTimeZone, dayIn, earliestDayAnywhere, isTimeZone } from './caller-day.js';

// 22:30 UTC on 9 December: already the 10th in Vladivostok (UTC+10), still the 9th in Los Angeles (UTC-8).
const lateEvening = new Date('2026-12-09T22:30:00Z');
// 15:30 UTC on 10 December: still the 10th in Vladivostok, and 07:30 of the 10th in Los Angeles.
const afternoon = new Date('2026-12-10T15:30:00Z');

describe("the caller's day", () => {
  it('is the day where the caller is', () => {
    expect(dayIn('Asia/Vladivostok', lateEvening)).toBe('2026-12-10');
    expect(dayIn('America/Los_Angeles', lateEvening)).toBe('2026-12-09');
    expect(dayIn('UTC', lateEvening)).toBe('2026-12-09');
    expect(dayIn('Asia/Vladivostok', afternoon)).toBe('2026-12-11');
    expect(dayIn('America/Los_Angeles', afternoon)).toBe('2026-12-10');
  });

  it('is the UTC day for no zone or a zone not known', () => {
    for (const zone of [undefined, null, '', 'Mars/Olympus_Mons', 'Europe/Berlin; drop table', '../../etc/passwd'])
      expect(dayIn(zone, lateEvening)).toBe('2026-12-09');
  });

  it('knows IANA names and nothing else', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Etc/GMT+12')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('x'.repeat(200))).toBe(false);
    expect(callerTimeZone(['Asia/Tokyo', 'UTC'])).toBe('Asia/Tokyo');
    expect(callerTimeZone('Nowhere/Land')).toBe('UTC');
    expect(callerTimeZone(undefined)).toBe('UTC');
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-10', 14)).toBe('2026-12-24');
  });

  it('knows the earliest day anywhere on Earth', () => {
    expect(earliestDayAnywhere(new Date('2026-12-10T11:59:00Z'))).toBe('2026-12-09');
    expect(earliestDayAnywhere(new Date('2026-12-10T12:00:00Z'))).toBe('2026-12-10');
    expect(dayIn('Etc/GMT+12', new Date('2026-12-10T11:59:00Z'))).toBe('2026-12-09');
  });
});
