import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { errorSheet } from '../support/rate-sheets.js';
import { apiTokens, DEMO, signInAs } from '../support/session.js';
import { dayFromToday, seaTariffCount, seedSeaTariff } from '../support/tariffs.js';
import { DEVICES, drawerOpen, languageNames, sweep, takeScreenshot, untilStill } from '../support/screenshots.js';

/**
 * The rates screens as people see them (e2e/screenshots/, not committed): the sea freight table
 * of a partner and of an operator, the tariff form new and filled, a range tariff's form, a rate
 * sheet's import refused with its errors, a bulk action's progress and result, the expired-tariffs
 * page; ru, en and zh, desktop and phone. The phone pictures also prove the page does not scroll
 * sideways.
 */

/** The header's "Add tariff" and a row's "Edit" in each language. */
const ADD = /(Добавить тариф|Add tariff|新增运价)$/;
const EDIT = /^(Изменить|Edit|编辑)$/;

/** Three sea tariffs of the demo sea line: one valid, one expiring within days, one expired. */
async function ensureSeaTariffs(request: APIRequestContext) {
  if ((await seaTariffCount(request, DEMO.partner)) >= 3) return;
  await seedSeaTariff(request, DEMO.partner, {
    from: 'CNSHA',
    to: 'RULED',
    line: 'MAEU',
    prices: { '22G1': 1200, '42G1': 1800, '45G1': 1900 },
    transitDays: 35,
  });
  await seedSeaTariff(request, DEMO.partner, {
    from: 'CNNGB',
    to: 'RULED',
    line: 'HLCU',
    prices: { '22G1': 1150, '42G1': 1750.5, '45G1': 1850, '22R1': 2600 },
    transitDays: 38,
    validTo: dayFromToday(7),
  });
  await seedSeaTariff(request, DEMO.partner, {
    from: 'KRPUS',
    to: 'RUVVO',
    line: 'SKLU',
    prices: { '22G1': 650, '45G1': 980 },
    transitDays: 4,
    validFrom: dayFromToday(-40),
    validTo: dayFromToday(-2),
  });
}

const addTariff = async (page: Page) => {
  await page.getByRole('button', { name: ADD }).click();
  const drawer = await drawerOpen(page);
  await expect(drawer.getByRole('spinbutton').first()).toBeVisible();
};

/** The one tariff the bulk screenshots prolong (Qingdao → Saint Petersburg), made once. */
async function ensureBulkTariff(request: APIRequestContext) {
  const { access_token } = await apiTokens(request, DEMO.partner);
  const found = await request.get('/api/v1/tariffs/sea?search=CNTAO&size=1', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  if (((await found.json()) as { data: { total: number } }).data.total > 0) return;
  await seedSeaTariff(request, DEMO.partner, {
    from: 'CNTAO',
    to: 'RULED',
    line: 'MAEU',
    prices: { '22G1': 1320, '42G1': 1990 },
    transitDays: 40,
  });
}

/** The dialog's words in each language: Upload (the dialog's button), Bulk actions, Prolong. */
const UPLOAD_SHEET = /(Загрузить файл|Upload sheet|上传表格)$/;
const UPLOAD = /^(Загрузить|Upload|上传)$/;
const BULK = /(Массовые действия|Bulk actions|批量操作)/;
const PROLONG = /^(Продлить|Prolong|延期)$/;
const SEA_TARIFF = /^(Морской тариф|Sea tariff|海运运价)$/;

async function modalOpen(page: Page): Promise<Locator> {
  const dialog = page.locator('.ant-modal').last();
  await expect(dialog).toBeVisible();
  await untilStill(page);
  return dialog;
}

type Screen = {
  name: string;
  path: string;
  as: string;
  open?: (page: Page) => Promise<void>;
  /** The page has no table to wait for. */
  noTable?: boolean;
};

const SCREENS: Screen[] = [
  { name: 'rates-sea-partner', path: '/partner/rates/sea', as: DEMO.partner },
  { name: 'rates-sea-operator', path: '/admin/rates/sea', as: DEMO.admin },
  { name: 'rates-form-new', path: '/partner/rates/sea', as: DEMO.partner, open: addTariff },
  {
    name: 'rates-form-edit',
    path: '/partner/rates/sea',
    as: DEMO.partner,
    open: async (page) => {
      await page.getByRole('table').getByRole('button', { name: EDIT }).first().click();
      const drawer = await drawerOpen(page);
      await expect(drawer.getByRole('spinbutton').first()).toBeVisible();
    },
  },
  {
    // Sent empty: the rules' messages at their fields, the ranges editor in sight.
    name: 'rates-air-form-errors',
    path: '/admin/rates/air-transportation',
    as: DEMO.admin,
    open: async (page) => {
      await addTariff(page);
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('button', { name: /^(Добавить|Add|新增)$/ }).click();
      await expect(drawer.locator('.ant-form-item-explain-error').first()).toBeVisible();
      const body = drawer.locator('.ant-drawer-body');
      await body.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect
        .poll(() => body.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1))
        .toBe(true);
    },
  },
  {
    // A sheet with an unknown port and an unknown currency: nothing imported, the errors listed.
    name: 'rates-upload-errors',
    path: '/partner/rates/sea',
    as: DEMO.partner,
    open: async (page) => {
      await page.getByRole('button', { name: UPLOAD_SHEET }).click();
      const dialog = await modalOpen(page);
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'sea-rates-march.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await errorSheet(),
      });
      await dialog.getByRole('button', { name: UPLOAD }).click();
      await expect(dialog.locator('.import-errors .ant-table-row').first()).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    // One tariff prolonged: the progress bar at its end and the result.
    name: 'rates-bulk-progress',
    path: '/partner/rates/sea?search=CNTAO',
    as: DEMO.partner,
    open: async (page) => {
      await page.getByRole('table').getByRole('row').nth(1).getByRole('checkbox').check();
      await page.getByRole('button', { name: BULK }).click();
      await page.getByRole('menuitem', { name: PROLONG }).click();
      const dialog = await modalOpen(page);
      const date = dialog.locator('.ant-picker input');
      const day = dayFromToday(90).split('-').reverse().join('.');
      await date.fill(day);
      await date.press('Enter');
      await expect(dialog.locator('.bulk-result li').first()).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    // A surcharge value for one sea tariff: the picker lists the partner's sea tariffs by their ports.
    name: 'rates-surcharge-tariff-picker',
    path: '/partner/rates/freight-surcharges',
    as: DEMO.partner,
    open: async (page) => {
      await addTariff(page);
      const label = page.locator('label', { hasText: SEA_TARIFF });
      const field = page.getByRole('dialog').locator('.ant-form-item').filter({ has: label });
      await field.scrollIntoViewIfNeeded();
      await field.locator('.ant-select').click();
      await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
    },
  },
  { name: 'expired-tariffs', path: '/partner/expired-tariffs', as: DEMO.partner, noTable: true },
];

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    for (const screen of SCREENS) {
      test(`${screen.name} in ${languageNames(languages)}`, async ({ page }) => {
        await ensureSeaTariffs(page.request);
        await ensureBulkTariff(page.request);
        await signInAs(page, screen.as);
        for (const language of sweep(languages)) {
          await page.goto(`${screen.path}${screen.path.includes('?') ? '&' : '?'}lang=${language}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (screen.noTable) await expect(page.locator('.expired-count').first()).toBeVisible();
          else await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
          await page.waitForLoadState('networkidle');
          if (screen.open) await screen.open(page);
          await takeScreenshot(page, screen.name, language, device, !screen.open);
        }
      });
    }
  });
}
