import { type Commission, type CommissionInput, type CurrentUser } from '@cargo/domain';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiTokens, DEMO, signInAs } from '../support/session.js';
import { DEVICES, drawerOpen, languageNames, sweep, takeScreenshot } from '../support/screenshots.js';

/**
 * The commission screens as people see them (e2e/screenshots/, not committed): the operators'
 * list of every organization's rules, a partner's own page, the rule form new (price ranges) and
 * refused (its rules at their fields, and the spec's "already set"), a partner's markup in the
 * form and the marketplace's commission read-only; ru, en and zh, desktop and phone. The phone
 * pictures also prove the page does not scroll sideways.
 */

const ADD_RULE = /(Добавить правило|Add rule|新增规则)$/;
const EDIT = /^(Изменить|Edit|编辑)$/;
const VIEW = /^(Просмотр|View|查看)$/;
const SUBMIT = /^(Добавить|Add|新增)$/;
const RANGES = /^(Сумма по диапазону цены|Amount by price range|按价格区间的固定金额)$/;

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

const organizationOf = async (request: APIRequestContext, email: string) =>
  (await api<CurrentUser>(request, email, 'GET', '/users/current')).organization.id;

/** Sets a rule unless its organization, cargo type and variant have one. */
async function ensureRule(request: APIRequestContext, email: string, input: CommissionInput) {
  const organizationId = input.organizationId ?? (await organizationOf(request, email));
  const pair = await api<{ integrator: Commission | null; markup: Commission | null }>(
    request,
    email,
    'GET',
    `/comissions/organization/${organizationId}/${input.cargoType}`,
  );
  if (input.integrator ? pair.integrator : pair.markup) return;
  await api(request, email, 'POST', '/comissions', input);
}

/** The marketplace's commission on both demo partners, and Demo Sea Lines' own markup. */
async function ensureRules(request: APIRequestContext) {
  const sea = await organizationOf(request, DEMO.partner);
  const rail = await organizationOf(request, DEMO.partner2);
  await ensureRule(request, DEMO.admin, {
    organizationId: sea,
    cargoType: 'CONTAINER',
    integrator: true,
    type: 'PERCENT_FROM_SALES',
    percent: 1500,
    minAmount: 5000,
    maxAmount: 50000,
    currency: 'USD',
  });
  await ensureRule(request, DEMO.admin, {
    organizationId: rail,
    cargoType: 'GENERAL_CARGO',
    integrator: true,
    type: 'PRICE_RANGE',
    ranges: [
      { from: 0, to: 10_000_000, amount: 300_000 },
      { from: 10_000_000, to: 50_000_000, amount: 750_000 },
      { from: 50_000_000, to: null, amount: 1_500_000 },
    ],
    currency: 'RUB',
  });
  await ensureRule(request, DEMO.partner, {
    cargoType: 'CONTAINER',
    integrator: false,
    type: 'PERCENT_FROM_SALES',
    percent: 250,
    minAmount: 2000,
    currency: 'USD',
  });
}

async function addRule(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: ADD_RULE }).click();
  const drawer = await drawerOpen(page);
  await expect(drawer.getByRole('spinbutton').first()).toBeVisible();
  return drawer;
}

/** Picks an option of the form item labelled `label` (a select), typing `search` first if given. */
async function choose(page: Page, drawer: Locator, label: RegExp, option: RegExp, search?: string) {
  const item = drawer.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: label }) });
  await item.locator('.ant-select').click();
  if (search) await item.locator('input').fill(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

async function submitAndSeeErrors(drawer: Locator) {
  await drawer.getByRole('button', { name: SUBMIT }).click();
  await expect(drawer.locator('.ant-form-item-explain-error').first()).toBeVisible();
}

type Screen = { name: string; path: string; as: string; open?: (page: Page) => Promise<void> };

const SCREENS: Screen[] = [
  { name: 'commission-admin', path: '/admin/commission', as: DEMO.admin },
  { name: 'commission-partner', path: '/partner/commission', as: DEMO.partner },
  {
    name: 'commission-form-ranges',
    path: '/admin/commission',
    as: DEMO.admin,
    open: async (page) => {
      const drawer = await addRule(page);
      await drawer.getByText(RANGES).click();
      await drawer.getByRole('button', { name: /(Добавить диапазон|Add range|添加区间)/ }).click();
    },
  },
  {
    // Containers without a percentage, a minimum above the maximum: the rules at their fields.
    name: 'commission-form-errors',
    path: '/admin/commission',
    as: DEMO.admin,
    open: async (page) => {
      const drawer = await addRule(page);
      await choose(page, drawer, /^(Тип груза|Cargo type|货物类型)$/, /(Контейнеры|Containers|集装箱)/);
      await drawer.locator('#minAmount').fill('600');
      await drawer.locator('#maxAmount').fill('500');
      await submitAndSeeErrors(drawer);
    },
  },
  {
    // A second marketplace commission on Demo Sea Lines' containers: the spec's "already set".
    name: 'commission-form-duplicate',
    path: '/admin/commission',
    as: DEMO.admin,
    open: async (page) => {
      const drawer = await addRule(page);
      await choose(page, drawer, /^(Организация|Organization|组织)$/, /Demo Sea Lines/, 'Demo Sea');
      await choose(page, drawer, /^(Тип груза|Cargo type|货物类型)$/, /(Контейнеры|Containers|集装箱)/);
      await drawer.locator('#percent').fill('12');
      await submitAndSeeErrors(drawer);
    },
  },
  {
    name: 'commission-partner-markup',
    path: '/partner/commission',
    as: DEMO.partner,
    open: async (page) => {
      await page.getByRole('table').getByRole('button', { name: EDIT }).first().click();
      await drawerOpen(page);
    },
  },
  {
    name: 'commission-partner-readonly',
    path: '/partner/commission',
    as: DEMO.partner,
    open: async (page) => {
      await page.getByRole('table').getByRole('button', { name: VIEW }).first().click();
      await drawerOpen(page);
    },
  },
];

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    for (const screen of SCREENS) {
      test(`${screen.name} in ${languageNames(languages)}`, async ({ page }) => {
        await ensureRules(page.request);
        await signInAs(page, screen.as);
        for (const language of sweep(languages)) {
          await page.goto(`${screen.path}?lang=${language}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
          await page.waitForLoadState('networkidle');
          if (screen.open) await screen.open(page);
          await takeScreenshot(page, screen.name, language, device, !screen.open);
        }
      });
    }
  });
}
