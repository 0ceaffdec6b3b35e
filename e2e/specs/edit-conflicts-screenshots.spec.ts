import { translate, type Tariff } from '@cargo/domain';
import { expect, test } from '@playwright/test';
import { apiTokens, DEMO, signInAs } from '../support/session.js';
import { dayFromToday, seedSeaTariff } from '../support/tariffs.js';
import { DEVICES, languageNames, takeScreenshot, sweep } from '../support/screenshots.js';

/**
 * The conflict of an edit as people see it (e2e/screenshots/, not committed): the tariff form of a
 * partner, saved after someone else changed the tariff, says so above the form and offers Reload;
 * ru, en and zh, desktop and phone.
 */

const EDIT = /^(Изменить|Edit|编辑)$/;
const SAVE = /^(Сохранить|Save|保存)$/;

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 240_000 });

    test(`edit-conflict in ${languageNames(languages)}`, async ({ page }) => {
      // A 20' price of its own, below a thousand, finds the row; the furthest expiry puts it first.
      const price20 = 100 + Math.floor(Math.random() * 800);
      const tariff: Tariff = await seedSeaTariff(page.request, DEMO.partner, {
        from: 'CNSHA',
        to: 'RULED',
        line: 'MAEU',
        prices: { '22G1': price20, '42G1': 1800 },
        validTo: dayFromToday(950),
      });
      const { access_token } = await apiTokens(page.request, DEMO.partner);
      await signInAs(page, DEMO.partner);
      for (const language of sweep(languages)) {
        await page.goto(`/partner/rates/sea?lang=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
        const row = page
          .getByRole('table')
          .getByRole('row')
          .filter({ has: page.locator('.tariff-price-value').getByText(String(price20), { exact: true }) });
        await row.getByRole('button', { name: EDIT }).click();
        const editor = page.getByRole('dialog');
        await editor.getByLabel("40'", { exact: true }).fill('1777');

        // Someone else saves the tariff meanwhile (an integrator: no If-Match).
        const current = await page.request.get(`/api/v1/tariffs/sea/${tariff.id}`, {
          headers: { authorization: `Bearer ${access_token}` },
        });
        const { data } = (await current.json()) as { data: Tariff };
        const changed = await page.request.put(`/api/v1/tariffs/sea/${tariff.id}`, {
          headers: { authorization: `Bearer ${access_token}` },
          data: {
            variant: data.variant,
            from: { type: data.from!.type, id: data.from!.id },
            to: { type: data.to!.type, id: data.to!.id },
            validFrom: data.validFrom,
            validTo: data.validTo,
            currency: data.currency,
            carrierId: data.carrier!.id,
            comment: `changed in ${language}`,
            lines: data.lines.map(({ containerTypeId, price }) => ({ containerTypeId, price })),
          },
        });
        expect(changed.status(), await changed.text()).toBe(200);

        await editor.getByRole('button', { name: SAVE }).click();
        const notice = editor.locator('.edit-conflict');
        await expect(notice).toContainText(translate(language, 'admin.common.editConflict'));
        await expect(editor.getByLabel("40'", { exact: true })).toHaveValue('1777.00');
        await takeScreenshot(page, 'edit-conflict', language, device, false);
      }
    });
  });
}
