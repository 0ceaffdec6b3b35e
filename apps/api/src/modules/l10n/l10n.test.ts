import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/common/l10n/languages', () => {
  it('lists ru, en and zh with their locales', async () => {
    const res = await t.app.inject({ url: '/api/v1/common/l10n/languages' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        items: [
          { code: 'ru', locale: 'ru-RU', name: 'Русский' },
          { code: 'en', locale: 'en-US', name: 'English' },
          { code: 'zh', locale: 'zh-CN', name: '中文' },
        ],
        total: 3,
      },
    });
  });
});

describe('GET /api/v1/common/l10n/messages.json', () => {
  it.each([
    ['ru', 'Страница не найдена'],
    ['en', 'Page not found'],
    ['zh', '页面未找到'],
    ['zh-CN', '页面未找到'],
  ])('lang=%s gives the whole catalogue in that language', async (lang, notFound) => {
    const res = await t.app.inject({ url: `/api/v1/common/l10n/messages.json?lang=${lang}` });
    expect(res.statusCode).toBe(200);
    const messages = res.json().data as Record<string, string>;
    expect(messages['page.notFound']).toBe(notFound);
    expect(Object.keys(messages).length).toBe(Object.keys(catalogue).length);
  });

  it('refuses an unknown language with a field error in the caller language', async () => {
    const res = await t.app.inject({
      url: '/api/v1/common/l10n/messages.json?lang=de',
      headers: { 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Некорректный запрос' },
      errors: [{ fieldName: 'lang', errorText: 'Выберите одно из значений: ru, en, zh' }],
    });
  });

  it('asks for the language when it is missing', async () => {
    const res = await t.app.inject({ url: '/api/v1/common/l10n/messages.json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ fieldName: 'lang', errorText: 'This is a required field' }]);
  });
});
