import { displayDay, type DeliveryOrder } from '@cargo/domain';
import { expect, test } from '@playwright/test';
import { apiAs, bookShanghaiMoscow, carrierLogin } from '../support/orders.js';
import { signInAs } from '../support/session.js';
import { text } from '../support/shell.js';
import { visibleChoice } from '../support/wizard.js';
import { zoneDay } from '../support/zone.js';

/**
 * "Today" is the caller's day (issue 28): a carrier in Shanghai (UTC+8) records the pickup at
 * 07:00 local time, with the day the form proposes. The API server runs in UTC, where it is still
 * the day before from 16:00 UTC on; it takes the carrier's day from the X-Timezone the browser
 * sends, so the pickup is offered and its date is not "in the future".
 */

// A cold server builds its place index on the first quote.
test.describe.configure({ timeout: 120_000 });

const SHANGHAI = 'Asia/Shanghai';
const en = (key: Parameters<typeof text>[1], params?: Parameters<typeof text>[2]) => text('en', key, params);

test('a carrier in Asia/Shanghai records PICKED_UP with today’s date at 07:00 local time', async ({
  page,
  browser,
}) => {
  const day = zoneDay(0, SHANGHAI);
  const order = await bookShanghaiMoscow(page.request);
  const first = order.deliveryOrders[0]!;
  const login = await carrierLogin(page.request, first.carrierOrganizationId);
  // The cargo is ready today in Shanghai (UTC's tomorrow in the evening there): the planned ready date.
  await apiAs(page.request, login, 'PUT', `/order-delivery/${first.id}/tracking`, {
    dates: [{ date: 'PICKUP_READY', planned: day }],
  });

  const shanghai = await browser.newContext({
    timezoneId: SHANGHAI,
    // The suite's own header (its zone, for the tests' API calls) would stand in for the browser's.
    extraHTTPHeaders: { 'X-Timezone': SHANGHAI },
    locale: 'en-US',
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
  });
  // 07:00 in Shanghai on its today, whatever the hour of the machine running the test.
  await shanghai.clock.install({ time: new Date(`${day}T07:00:00+08:00`) });
  const partnerPage = await shanghai.newPage();
  await signInAs(partnerPage, login);
  await partnerPage.goto(`/partner/delivery-orders/${first.id}`);
  const statusForm = partnerPage.getByRole('form', { name: en('orderScreens.status.form', { number: first.number }) });
  await statusForm.getByRole('combobox', { name: en('orderScreens.status.next') }).click();
  await visibleChoice(partnerPage, en('dictionaries.enum.orderStatus.PICKED_UP')).click();
  // The day proposed is the carrier's today.
  await expect(statusForm.getByLabel(en('orderScreens.status.date'))).toHaveValue(displayDay(day, 'en'));
  await statusForm.getByRole('button', { name: en('orderScreens.status.submit') }).click();

  const card = partnerPage.getByRole('region', { name: en('orderScreens.delivery.title', { number: first.number }) });
  await expect(card.getByText(en('dictionaries.enum.orderStatus.PICKED_UP'), { exact: true })).toBeVisible();
  const loading = partnerPage
    .getByRole('list', { name: en('orderScreens.tracking.of', { number: first.number }) })
    .getByRole('listitem')
    .filter({ hasText: en('orderScreens.tracking.PICKUP_LOADING') });
  await expect(loading).toContainText(displayDay(day, 'en'));
  await shanghai.close();

  const stored = await apiAs<DeliveryOrder>(page.request, login, 'GET', `/order-delivery/${first.id}`);
  expect(stored.status).toBe('PICKED_UP');
  expect(stored.tracking.find((one) => one.date === 'PICKUP_LOADING')!.actual).toBe(day);
});
