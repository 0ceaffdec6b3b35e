import { EXPIRING_WITHIN_DAYS, type CurrentUser, type OrderListItem } from '@cargo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueTexts } from '../../../test/catalogue-texts';
import { data, fakeApi, type SentRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { CALCULATION_ITEM, MOSCOW_CITY, SHANGHAI_PORT } from '../../../test/calculations';
import { CLIENT_USER, organizationOf } from '../../../test/users';

const en = catalogueTexts('en');
const ru = catalogueTexts('ru');

const PARTNER_USER: CurrentUser = {
  ...CLIENT_USER,
  id: 8,
  email: 'partner@demo.local',
  roles: [{ id: 'PARTNER_ADMIN' }],
  generalRole: 'PARTNER_ADMIN',
  organization: { ...organizationOf(2, 'Demo Sea Lines'), type: 'PARTNER' },
};
const OPERATOR_USER: CurrentUser = {
  ...CLIENT_USER,
  id: 9,
  email: 'admin@demo.local',
  roles: [{ id: 'OPERATOR_ADMIN' }],
  generalRole: 'OPERATOR_ADMIN',
  organization: { ...organizationOf(3, 'Demo Marketplace'), type: 'OPERATOR' },
};

const shanghai = SHANGHAI_PORT;
const moscow = MOSCOW_CITY;
const calculation = CALCULATION_ITEM;

const order: OrderListItem = {
  id: 42,
  number: 'ORD-0042',
  createdAt: '2026-11-28T08:00:00.000Z',
  readyDate: '2026-12-02',
  status: 'IN_TRANSIT',
  statusGroup: 'ACTIVE',
  organization: { id: 1, name: 'Demo Trading House' },
  owner: null,
  from: shanghai,
  to: moscow,
  internalId: null,
  total: null,
  transitDays: 30,
  deliveryOrders: [],
};

/** GET /order-delivery as the list answers a page of one row: the total of the group or stage asked. */
const STAGE_TOTALS: Record<string, number> = {
  ACTIVE: 7,
  BOOKING_RECEIVED: 2,
  BOOKING_CONFIRMED: 1,
  STANDBY: 0,
  NOT_DELIVERED: 5,
};
const deliveryTotals = (request: SentRequest) => {
  const asked = request.url.searchParams.get('filter') ?? request.url.searchParams.get('group') ?? 'ALL';
  return data({ items: [], total: STAGE_TOTALS[asked] ?? 99 });
};

const countLink = (stageLabel: string) =>
  screen
    .getAllByRole('link')
    .find((link) => link.textContent?.includes(stageLabel) && link.className.includes('overview-count'))!;

describe("a client's overview", () => {
  it('lists the recent quotations with route, price and date, and counts the open delivery orders by stage', async () => {
    const api = fakeApi({
      'GET /orders/calculations': data({ items: [calculation], total: 1 }),
      'GET /order-delivery': deliveryTotals,
    });
    renderApp('/client', { user: CLIENT_USER });

    const quotations = await screen.findByRole('region', { name: en('overview.quotations.title') });
    const row = await within(quotations).findByRole('link', { name: /3F2A9C1B/ });
    expect(row.getAttribute('href')).toBe(`/book/wizard#${calculation.id}`);
    expect(row.textContent).toContain('Shanghai');
    expect(row.textContent).toContain('Moscow');
    expect(row.textContent).toContain(en('overview.quotations.bestPrice', { price: '123\u00a0456.78\u00a0USD' }));
    expect(row.textContent).toContain('27 Nov 2026');
    // The five latest, newest first.
    const asked = api.sentTo('GET /orders/calculations')[0]!.url.searchParams;
    expect([asked.get('size'), asked.get('sort')]).toEqual(['5', 'createdAt,desc']);

    const stages = await screen.findByRole('region', { name: en('overview.stages.title') });
    await within(stages).findByText(en('overview.stages.open'));
    expect(countLink(en('overview.stages.open')).textContent).toContain('7');
    expect(countLink(en('overview.stages.open')).getAttribute('href')).toBe('/client/delivery-orders?group=ACTIVE');
    const received = countLink(en('orderLists.filter.BOOKING_RECEIVED'));
    expect(received.textContent).toContain('2');
    expect(received.getAttribute('href')).toBe('/client/delivery-orders?filter=BOOKING_RECEIVED');
    expect(countLink(en('orderLists.filter.NOT_DELIVERED')).textContent).toContain('5');

    expect(screen.getByRole('button', { name: new RegExp(en('orderLists.newCalculation')) })).toBeInstanceOf(
      HTMLElement,
    );
    // The go-to list replaces the tiles.
    expect(screen.getByRole('navigation', { name: en('overview.goTo') })).toBeInstanceOf(HTMLElement);
  });

  it('says what to do when there is nothing yet, in the interface language', async () => {
    fakeApi({
      'GET /orders/calculations': data({ items: [], total: 0 }),
      'GET /order-delivery': data({ items: [], total: 0 }),
    });
    const { user, router } = renderApp('/client', { user: CLIENT_USER, language: 'ru' });
    expect(await screen.findByText(ru('overview.quotations.empty'))).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText(ru('overview.stages.empty'))).toBeInstanceOf(HTMLElement);
    await user.click(screen.getByRole('button', { name: ru('overview.quotations.openCalculator') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/wizard'));
  });

  it('keeps the other panels when one read fails', async () => {
    fakeApi({
      'GET /orders/calculations': data({ items: [calculation], total: 1 }),
      'GET /order-delivery': () => new Response('{}', { status: 500 }),
    });
    renderApp('/client', { user: CLIENT_USER });
    const stages = await screen.findByRole('region', { name: en('overview.stages.title') });
    expect(await within(stages).findByRole('button', { name: new RegExp(en('admin.common.retry')) })).toBeInstanceOf(
      HTMLElement,
    );
    expect(await screen.findByRole('link', { name: /3F2A9C1B/ })).toBeInstanceOf(HTMLElement);
  });
});

describe("a partner's overview", () => {
  it('shows the tariffs running out per category, linked to the filtered rates, and the recent orders', async () => {
    fakeApi({
      'GET /order-delivery': deliveryTotals,
      'GET /orders': data({ items: [order], total: 1 }),
      'GET /organizations/2/expired-tariffs': data({
        items: [
          { category: 'sea', expired: 1, expiring: 3 },
          { category: 'port-services', expired: 0, expiring: 0 },
          { category: 'road-transportation', expired: 0, expiring: 2 },
        ],
      }),
    });
    renderApp('/partner', { user: PARTNER_USER });

    const tariffs = await screen.findByRole('region', { name: en('overview.tariffs.title') });
    await within(tariffs).findByText(
      en('overview.tariffs.summary', { expiring: '5', expired: '1', days: EXPIRING_WITHIN_DAYS }),
    );
    // A category with nothing running out is left out.
    expect(within(tariffs).queryByText(en('nav.partner.rates.portServices'))).toBeNull();
    expect(within(tariffs).getByText(en('nav.partner.rates.sea'))).toBeInstanceOf(HTMLElement);
    const seaExpiring = within(tariffs).getByRole('link', { name: en('overview.tariffs.expiring', { count: '3' }) });
    const href = new URL(seaExpiring.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/partner/rates/sea');
    expect(href.searchParams.get('filters')).toContain('validTo');
    expect(
      within(tariffs)
        .getByRole('link', { name: en('overview.tariffs.expired', { count: '1' }) })
        .getAttribute('href'),
    ).toMatch(/^\/partner\/rates\/sea\?filters=.*expired/);

    const orders = screen.getByRole('region', { name: en('overview.orders.title') });
    const row = await within(orders).findByRole('link', { name: /ORD-0042/ });
    expect(row.getAttribute('href')).toBe('/partner/orders/42');
    expect(row.textContent).toContain(en('dictionaries.enum.orderStatus.IN_TRANSIT'));
    expect(row.textContent).not.toContain('IN_TRANSIT');

    expect(countLink(en('orderLists.filter.BOOKING_CONFIRMED')).getAttribute('href')).toBe(
      '/partner/delivery-orders?filter=BOOKING_CONFIRMED',
    );
  });

  it('says no tariff runs out when none does', async () => {
    fakeApi({
      'GET /order-delivery': data({ items: [], total: 0 }),
      'GET /orders': data({ items: [], total: 0 }),
      'GET /organizations/2/expired-tariffs': data({ items: [{ category: 'sea', expired: 0, expiring: 0 }] }),
    });
    renderApp('/partner', { user: PARTNER_USER });
    expect(await screen.findByText(en('overview.tariffs.empty', { days: EXPIRING_WITHIN_DAYS }))).toBeInstanceOf(
      HTMLElement,
    );
    expect(await screen.findByText(en('overview.orders.empty'))).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText(en('overview.stages.emptyCarrier'))).toBeInstanceOf(HTMLElement);
  });
});

describe("an operator's overview", () => {
  it('counts the profiles awaiting review and the failed mails, each opening its list so filtered', async () => {
    const api = fakeApi({
      'GET /order-delivery': deliveryTotals,
      'GET /orders': data({ items: [order], total: 1 }),
      'GET /organizations/profiles': data({ items: [], total: 3 }),
      'GET /mails': data({ items: [], total: 2 }),
    });
    renderApp('/admin', { user: OPERATOR_USER });

    const attention = await screen.findByRole('region', { name: en('overview.attention.title') });
    const profiles = await within(attention).findByRole('link', { name: /3/ });
    expect(profiles.textContent).toContain(en('overview.attention.profiles'));
    expect(profiles.getAttribute('href')).toBe('/admin/organization-profiles?status=NEW');
    const mails = within(attention).getByRole('link', { name: new RegExp(en('overview.attention.failedMails')) });
    expect(mails.textContent).toContain('2');
    expect(mails.getAttribute('href')).toBe('/admin/mails?status=ERROR');
    expect(api.sentTo('GET /organizations/profiles')[0]!.url.searchParams.get('status')).toBe('NEW');
    expect(api.sentTo('GET /mails')[0]!.url.searchParams.get('status')).toBe('ERROR');

    const orders = screen.getByRole('region', { name: en('overview.orders.title') });
    expect((await within(orders).findByRole('link', { name: /ORD-0042/ })).getAttribute('href')).toBe(
      '/admin/orders/42',
    );
  });

  it('says nothing is waiting when nothing is', async () => {
    fakeApi({
      'GET /order-delivery': deliveryTotals,
      'GET /orders': data({ items: [], total: 0 }),
      'GET /organizations/profiles': data({ items: [], total: 0 }),
      'GET /mails': data({ items: [], total: 0 }),
    });
    renderApp('/admin', { user: OPERATOR_USER });
    expect(await screen.findByText(en('overview.attention.none'))).toBeInstanceOf(HTMLElement);
  });
});
