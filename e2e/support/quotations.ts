import { displayDay, type CalculationListItem } from '@cargo/domain';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiAs } from './orders.js';
import { DEMO } from './session.js';

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
        // Made a day before the server started (the seed dates it back); what the tests make is
        // newer. Its ready date is before every zone's today, until a test recalculates it.
        found = page.items.find((item) => Date.parse(item.createdAt) < Date.now() - 12 * 3_600_000);
        return Boolean(found);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}
