import { displayDay, type CalculationListItem } from '@cargo/domain';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiAs } from './orders.js';
import { DEMO } from './session.js';

/** The server's yesterday (it counts days in UTC), as YYYY-MM-DD. */
export const serverYesterday = (): string => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** "27 Nov 2026": a day as the suite's English screens show it (D144). */
export const shownDay = (day: string): string => displayDay(day, 'en');

/**
 * The demo client's saved quotation of yesterday (Shanghai → Moscow), which the server quotes
 * once its pricing index is warm after a start (apps/api/src/db/seed/demo-quotation.ts): polled
 * until it is there.
 */
export async function yesterdaysQuotation(request: APIRequestContext): Promise<CalculationListItem> {
  let found: CalculationListItem | undefined;
  await expect
    .poll(
      async () => {
        const page = await apiAs<{ items: CalculationListItem[] }>(
          request,
          DEMO.client,
          'GET',
          `/orders/calculations?saved=true&size=100&search=Shanghai`,
        );
        found = page.items.find(
          (item) => item.createdAt.slice(0, 10) === serverYesterday() || item.readyDate === serverYesterday(),
        );
        return Boolean(found);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}
