import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../shared/i18n/language-store';
import { whenOf } from './when';

// The days in Russian's DD.MM.YYYY: the formats of each language are format-date.test.ts's.
beforeAll(() => setLanguage('ru'));

const now = new Date(2026, 2, 10, 12, 0, 0).getTime();
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('whenOf', () => {
  it('says "just now" within the first minute, and for a time a little ahead', () => {
    expect(whenOf(ago(0), now)).toEqual({ key: 'notifications.time.now' });
    expect(whenOf(ago(59_999), now)).toEqual({ key: 'notifications.time.now' });
    expect(whenOf(ago(-5_000), now)).toEqual({ key: 'notifications.time.now' });
  });

  it('counts whole minutes within the hour, whole hours within the day', () => {
    expect(whenOf(ago(60_000), now)).toEqual({ key: 'notifications.time.minutes', count: 1 });
    expect(whenOf(ago(59 * 60_000 + 59_000), now)).toEqual({ key: 'notifications.time.minutes', count: 59 });
    expect(whenOf(ago(3_600_000), now)).toEqual({ key: 'notifications.time.hours', count: 1 });
    expect(whenOf(ago(23 * 3_600_000 + 3_599_000), now)).toEqual({ key: 'notifications.time.hours', count: 23 });
  });

  it('gives older ones as DD.MM.YYYY HH:mm in the browser time zone', () => {
    expect(whenOf(ago(24 * 3_600_000), now)).toEqual({ text: '09.03.2026 12:00' });
    expect(whenOf(new Date(2025, 11, 31, 18, 5).toISOString(), now)).toEqual({ text: '31.12.2025 18:05' });
  });

  it('gives nothing for an unreadable time', () => {
    expect(whenOf('soon', now)).toEqual({ text: '' });
  });
});
