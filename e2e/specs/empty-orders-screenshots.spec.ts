import { translate, type Calculation, type Language, type Place, type RefineRequest } from '@cargo/domain';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiTokens, DEMO, signInAs } from '../support/session.js';
import { DEVICES, drawerOpen, languageNames, sweep, takeScreenshot } from '../support/screenshots.js';
import { zoneDay } from '../support/zone.js';

/**
 * "Clarify the price" as people see it (e2e/screenshots/, not committed): the demo client asks for
 * a price on two lanes no online rate covers (a 40'HC Shanghai port → São Paulo, which both demo
 * partners serve out of China, and general cargo Istanbul → Tehran, which only Demo Rail & Road
 * serves out of Turkey); Demo Sea Lines prices the first. Then: the operators' and a partner's
 * empty orders, the request's drawer with its price form, an operator's confirmation of a FULL
 * notice, and the partner's notify-agents pages; ru, en and zh, desktop and phone. The phone
 * pictures also prove nothing scrolls sideways.
 */

async function api<T>(request: APIRequestContext, email: string, method: 'GET' | 'POST', url: string, body?: object) {
  const { access_token } = await apiTokens(request, email);
  const response = await request.fetch(`/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${access_token}` },
    ...(body ? { data: body } : {}),
  });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A place by name through the public search (the place index may still be building after the start). */
async function place(request: APIRequestContext, name: string, country: string, types: string): Promise<Place> {
  let found: Place | undefined;
  await expect
    .poll(
      async () => {
        const query = new URLSearchParams({ searchString: name, country, types, limit: '1', language: 'en' });
        const response = await request.get(`/api/v1/geo/search?${query.toString()}`);
        if (!response.ok()) return false;
        found = ((await response.json()) as { data: { items: Place[] } }).data.items[0];
        return Boolean(found);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

const endOf = (found: Place) => {
  const {
    name: _name,
    code: _code,
    country: _country,
    detail: _detail,
    ...end
  } = found as Place & { detail?: unknown };
  return end;
};
const dayFromNow = (days: number) => zoneDay(days);

let lanes: Promise<RefineRequest[]> | undefined;

/**
 * The two requests and Demo Sea Lines' price, made once per server: a worker started again after
 * a failure finds them in the operators' list instead of asking twice.
 */
function ensureRequests(request: APIRequestContext): Promise<RefineRequest[]> {
  lanes ??= (async () => {
    const open = await api<{ items: RefineRequest[] }>(request, DEMO.admin, 'GET', '/orders/empty?size=100');
    const made = (from: string, to: string) =>
      open.items.find((item) => item.from.countryCode === from && item.to.countryCode === to);
    const [madeToBrazil, madeToIran] = [made('CN', 'BR'), made('TR', 'IR')];
    if (madeToBrazil && madeToIran) return [madeToBrazil, madeToIran];
    const types = await api<{ items: { id: number; code: string | null }[] }>(
      request,
      DEMO.client,
      'GET',
      '/common/dictionaries/container-types?kind=COMMON&size=100',
    );
    const highCube = types.items.find((type) => type.code === '45G1')!.id;
    const ask = async (body: object) => {
      const calculation = await api<Calculation>(request, DEMO.client, 'POST', '/orders/calculations', {
        readyDate: dayFromNow(10),
        currency: 'USD',
        ...body,
      });
      return api<RefineRequest>(request, DEMO.client, 'POST', `/orders/calculations/${calculation.id}/refine-price`);
    };
    const toBrazil = await ask({
      from: endOf(await place(request, 'CNSHA', 'CN', 'SEA_PORT')),
      to: endOf(await place(request, 'São Paulo', 'BR', 'ADDRESS')),
      cargo: { type: 'CONTAINER', containers: [{ containerTypeId: highCube, amount: 1, weight: 18_000 }] },
    });
    const toIran = await ask({
      from: endOf(await place(request, 'Istanbul', 'TR', 'ADDRESS')),
      to: endOf(await place(request, 'Tehran', 'IR', 'ADDRESS')),
      cargo: {
        type: 'GENERAL_CARGO',
        items: [{ amount: 6, length: 120, width: 80, height: 150, weight: 420 }],
      },
    });
    await api(request, DEMO.partner, 'POST', `/orders/calculations/${toBrazil.calculationId}/refine-price/answers`, {
      amount: 4_250_00,
      currency: 'USD',
      transitDays: 42,
      validTo: dayFromNow(30),
      mode: 'SEA',
      comment: 'Via Singapore, CIF Santos, road to São Paulo',
    });
    return [toBrazil, toIran];
  })();
  return lanes;
}

/** The list's rows once loaded: data rows (not the empty placeholder), with no spinner over them. */
async function rowsLoaded(page: Page, count: number): Promise<Locator> {
  const rows = page.locator('.ant-table-row');
  await expect(rows.nth(count - 1)).toBeVisible();
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  return rows;
}

type Screen = {
  name: string;
  as: string;
  path: (requests: RefineRequest[]) => string;
  /** Waits for what the picture must show; opens what it must show open. */
  show: (page: Page, language: Language) => Promise<void>;
  /** A picture of the viewport (something is open over the page) rather than the whole page. */
  viewport?: boolean;
};

const SCREENS: Screen[] = [
  {
    name: 'empty-orders-admin',
    as: DEMO.admin,
    path: () => '/admin/empty-orders',
    show: async (page) => void (await rowsLoaded(page, 2)),
  },
  {
    name: 'empty-orders-partner',
    as: DEMO.partner,
    path: () => '/partner/empty-orders',
    show: async (page) => void (await rowsLoaded(page, 1)),
  },
  {
    name: 'empty-orders-drawer-partner',
    as: DEMO.partner,
    path: () => '/partner/empty-orders',
    viewport: true,
    show: async (page, language) => {
      const row = (await rowsLoaded(page, 1)).first();
      await row.getByRole('button', { name: translate(language, 'refineRequests.action.answer') }).click();
      const drawer = await drawerOpen(page);
      await expect(drawer.getByText('Via Singapore', { exact: false })).toBeVisible();
    },
  },
  {
    // A notice's link names the request: the list opens with its drawer (what the notice asks for).
    name: 'empty-orders-from-notice',
    as: DEMO.partner,
    path: ([toBrazil]) => `/partner/empty-orders?request=${toBrazil!.calculationId}`,
    viewport: true,
    show: async (page) => {
      const drawer = await drawerOpen(page);
      await expect(drawer.getByText('Via Singapore', { exact: false })).toBeVisible();
    },
  },
  {
    name: 'empty-orders-drawer-admin',
    as: DEMO.admin,
    path: () => '/admin/empty-orders',
    viewport: true,
    show: async (page, language) => {
      const row = (await rowsLoaded(page, 2)).filter({ hasText: 'CNSHA' }).first();
      await row.getByRole('button', { name: translate(language, 'refineRequests.action.answer') }).click();
      const drawer = await drawerOpen(page);
      await expect(drawer.getByText('Demo Sea Lines').first()).toBeVisible();
      await drawer.getByRole('button', { name: translate(language, 'refineRequests.submit') }).click();
      await expect(drawer.locator('.ant-form-item-explain-error').first()).toBeVisible();
    },
  },
  {
    name: 'empty-orders-confirm-admin',
    as: DEMO.admin,
    path: () => '/admin/empty-orders',
    viewport: true,
    show: async (page, language) => {
      const row = (await rowsLoaded(page, 2)).filter({ hasText: 'CNSHA' }).first();
      await row.getByRole('button', { name: translate(language, 'refineRequests.action.notify') }).click();
      await page.getByRole('menuitem', { name: translate(language, 'refineRequests.type.FULL') }).click();
      await expect(page.locator('.ant-modal-confirm')).toBeVisible();
    },
  },
  {
    name: 'notify-agents-full',
    as: DEMO.partner,
    path: ([toBrazil]) => `/partner/notify-agents/full/${toBrazil!.calculationId}/${toBrazil!.id}`,
    show: async (page, language) =>
      expect(page.getByText(translate(language, 'refineRequests.agents.list'), { exact: true })).toBeVisible(),
  },
  {
    name: 'notify-agents-cancel',
    as: DEMO.partner2,
    path: ([, toIran]) => `/partner/notify-agents/cancel/${toIran!.calculationId}`,
    show: async (page, language) =>
      expect(page.getByText(translate(language, 'refineRequests.agents.cancelList'), { exact: true })).toBeVisible(),
  },
];

test('a partner follows the notice of a price request to that request, ready for its price', async ({ page }) => {
  const [toBrazil] = await ensureRequests(page.request);
  const inbox = await api<{ items: { kind: string; message: string; link: string | null }[] }>(
    page.request,
    DEMO.partner,
    'GET',
    '/common/notifications?size=100',
  );
  const notice = inbox.items.find(
    (item) => item.kind === 'refine.request' && item.link?.includes(toBrazil!.calculationId),
  );
  expect(notice?.link).toBe(`/partner/empty-orders?request=${toBrazil!.calculationId}`);
  await signInAs(page, DEMO.partner);
  await page.goto(`${notice!.link!}&lang=en`);
  const drawer = await drawerOpen(page);
  await expect(drawer.getByText('Via Singapore', { exact: false })).toBeVisible();
  await expect(drawer.getByRole('button', { name: translate('en', 'refineRequests.submit') })).toBeVisible();
  // Closed, it stays closed: the address no longer names the request.
  await drawer.getByRole('button', { name: /close/i }).first().click();
  await expect(page).toHaveURL(/\/partner\/empty-orders(\?(?!.*request=).*)?$/);
});

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 120_000 });

    for (const screen of SCREENS) {
      test(`${screen.name} in ${languageNames(languages)}`, async ({ page }) => {
        const requests = await ensureRequests(page.request);
        await signInAs(page, screen.as);
        for (const language of sweep(languages)) {
          const path = screen.path(requests);
          await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await screen.show(page, language);
          await takeScreenshot(page, screen.name, language, device, !screen.viewport);
        }
      });
    }
  });
}
