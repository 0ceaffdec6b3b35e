import { addDays, dayIn, displayDay } from '@cargo/domain';

/**
 * The suite's time zone: far from UTC (UTC-8/-7), so a test that takes the UTC day for the
 * user's fails for half of every day (issue 28). The browser runs in it, and the API calls the
 * tests make themselves name it in X-Timezone, as the web client does.
 */
export const E2E_TIME_ZONE = 'America/Los_Angeles';

/** A day `offset` days from today in the suite's zone, `YYYY-MM-DD` as the API writes days. */
export const zoneDay = (offset = 0, zone = E2E_TIME_ZONE): string => addDays(dayIn(zone), offset);

/** The same day as the suite's English screens show it: `28 Nov 2026` (D144). */
export const zoneDayShown = (offset = 0, zone = E2E_TIME_ZONE): string => displayDay(zoneDay(offset, zone), 'en');
