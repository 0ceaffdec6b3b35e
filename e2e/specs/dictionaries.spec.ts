import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiTokens, DEMO, signInAs } from '../support/session.js';

/**
 * The dictionary screens in Russian: an operator adds a shipping line, finds it with a filter,
 * edits it, narrows the currencies to those with a rate, and is refused deleting a service
 * category that has a service (the spec's delete-blocking message); a partner sees only their own organization's sea-line terms.
 */

// Each test signs in, seeds through the API and works several screens: more than the default 30 s on a cold server.
test.describe.configure({ timeout: 90_000 });

const tag = () => Math.random().toString(36).slice(2, 6).toUpperCase();
/** Latin capitals only: a sea line's code is its SCAC (2–4 letters). */
const letters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

async function post(request: APIRequestContext, email: string, path: string, data: object): Promise<{ id: number }> {
  const { access_token } = await apiTokens(request, email);
  const response = await request.post(`/api/v1${path}`, { headers: { authorization: `Bearer ${access_token}` }, data });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data;
}

test('an operator adds a shipping line, finds it by a filter and edits it', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  const code = `Q${letters(3)}`;
  const name = `Линия ${code}`;
  await page.goto('/admin/dictionaries/sea-lines?lang=ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Морские линии' })).toBeVisible();

  // The header's button (its icon is named too): not "Добавить фильтр".
  await page.getByRole('button', { name: /Добавить$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Новая запись' });
  await drawer.getByLabel('Код').fill(code.toLowerCase());
  await drawer.getByLabel('Название (англ.)').fill(`Line ${code}`);
  await drawer.getByLabel('Название (рус.)').fill(name);
  await drawer.getByLabel('Сайт').fill('https://example.com');
  await drawer.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(page.getByText('Запись добавлена')).toBeVisible();
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Добавить фильтр' }).click();
  await page.getByRole('menuitem', { name: 'Код' }).click();
  const filter = page.getByRole('group', { name: 'Код' });
  await filter.getByRole('combobox', { name: 'Код: Условие' }).click();
  await page.getByRole('option', { name: 'равно' }).click();
  await filter.getByRole('textbox', { name: 'Код' }).fill(code);
  await expect(page).toHaveURL(/filters=/);
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: code });
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('Всего: 1')).toBeVisible();
  // The uppercase code, as the API keeps it.
  await expect(rows.first()).toContainText(name);

  await rows.first().getByRole('button', { name: 'Изменить' }).click();
  const editor = page.getByRole('dialog', { name: 'Редактирование записи' });
  await expect(editor.getByLabel('Код')).toHaveValue(code);
  await editor.getByLabel('Название (рус.)').fill(`${name} (изм.)`);
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();
  await expect(
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `${name} (изм.)` }),
  ).toHaveCount(1);
});

test('an operator narrows the currencies to those with a rate', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/admin/dictionaries/currencies?lang=ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Валюты' })).toBeVisible();
  const table = page.getByRole('table');
  // The first page of 178 currencies: slower than the other lists on a loaded machine.
  await expect(table.getByRole('row').filter({ hasText: 'USD' })).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Добавить фильтр' }).click();
  await page.getByRole('menuitem', { name: 'Курс, руб.' }).click();
  const filter = page.getByRole('group', { name: 'Курс, руб.' });
  await filter.getByRole('combobox', { name: 'Курс, руб.: Условие' }).click();
  await page.getByRole('option', { name: 'заполнено', exact: true }).click();
  await expect(page).toHaveURL(/filters=/);
  // The demo rates: USD, EUR, CNY and RUB; a currency without a rate (the dirham) is gone.
  await expect(table.getByRole('row').filter({ hasText: 'EUR' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'AED' })).toHaveCount(0);
});

test('an operator cannot delete a service category that has a service', async ({ page }) => {
  const code = `CAT_${tag()}`;
  const category = await post(page.request, DEMO.admin, '/dictionaries/service-categories', {
    code,
    names: { en: `Category ${code}`, ru: `Категория ${code}` },
  });
  await post(page.request, DEMO.admin, '/dictionaries/services', {
    code: `SVC_${tag()}`,
    names: { en: 'Lashing', ru: 'Крепление груза' },
    attributes: { categoryId: category.id, serviceType: 'services_departure' },
  });

  await signInAs(page, DEMO.admin);
  await page.goto('/admin/dictionaries/service-categories?lang=ru');
  await page.getByRole('searchbox', { name: 'Поиск по коду или названию' }).fill(code);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Удалить' }).click();

  const refusal = page.getByRole('dialog').filter({ hasText: 'Удаление невозможно' });
  await expect(refusal).toContainText('Нельзя удалить категорию, так как в ней есть услуги');
  await refusal.getByRole('button', { name: 'Закрыть' }).click();
  await expect(row).toHaveCount(1);
});

test('a partner sees only their own organization’s sea-line terms', async ({ page }) => {
  const seaLines = await page.request.get('/api/v1/common/dictionaries/sea-lines?size=1');
  const seaLineId = ((await seaLines.json()) as { data: { items: { id: number }[] } }).data.items[0]!.id;
  const own = `Наши условия ${tag()}`;
  const foreign = `Чужие условия ${tag()}`;
  for (const [email, name] of [
    [DEMO.partner, own],
    [DEMO.partner2, foreign],
  ] as const)
    await post(page.request, email, '/dictionaries/sea-line-conditions', {
      names: { en: name, ru: name },
      attributes: { seaLineId, text: { en: 'Free time 14 days', ru: 'Свободное время 14 дней' } },
    });

  await signInAs(page, DEMO.partner);
  await page.goto('/partner/dictionaries/sea-line-conditions?lang=ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Условия морских линий' })).toBeVisible();
  await expect(page.getByText('Записи вашей организации')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: own })).toHaveCount(1);
  await expect(page.getByRole('table')).not.toContainText(foreign);
  await expect(page.getByRole('columnheader', { name: 'Организация' })).toHaveCount(0);

  // Terms have no codes: the search looks in names.
  await page.getByRole('searchbox', { name: 'Поиск по названию' }).fill(foreign);
  await expect(page.getByText('Ничего не найдено по фильтрам')).toBeVisible();
});
