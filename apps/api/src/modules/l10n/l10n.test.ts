import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@cargo/domain';
import { createMember } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { Caller } from '../auth/index.js';
import { readTextsVersion } from './l10n.repo.js';
import { createL10nService } from './l10n.service.js';

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

describe('the texts served from the database', () => {
  it('serves a text changed in the database, every key of the catalogue, the repository text where the row is missing', async () => {
    const service = createL10nService(t.database.db);
    await t.database.db.execute(
      sql`update l10n_messages set text = 'Nothing here', source = 'import' where language = 'en' and key = 'page.notFound'`,
    );
    await t.database.db.execute(sql`delete from l10n_messages where language = 'en' and key = 'app.reload'`);
    const { data } = await service.messages('en');
    expect(data['page.notFound']).toBe('Nothing here');
    expect(data['app.reload']).toBe(catalogue['app.reload'].en);
    expect(Object.keys(data).sort()).toEqual(Object.keys(catalogue).sort());
    await t.database.db.execute(
      sql`update l10n_messages set text = ${catalogue['page.notFound'].en}, source = 'repo' where language = 'en' and key = 'page.notFound'`,
    );
    await t.database.db.execute(
      sql`insert into l10n_messages (language, key, text, source) values ('en', 'app.reload', ${catalogue['app.reload'].en}, 'repo')`,
    );
  });

  it('keeps one constant answer per language and version, and asks for the version once per interval', async () => {
    let clock = 0;
    const service = createL10nService(t.database.db, { now: () => clock, recheckMs: 5_000 });
    const other = createL10nService(t.database.db, { now: () => clock, recheckMs: 5_000 });
    const first = await service.messages('ru');
    const staleOther = await other.messages('ru');
    // Within the interval the cached answer comes back without a promise: the same frozen object.
    clock = 4_999;
    expect(service.messages('ru')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.data)).toBe(true);

    const member = await createMember(t.database.db, 'OPERATOR');
    const caller: Caller = {
      userId: member.id,
      organizationId: member.organizationId,
      roles: ['OPERATOR'],
      sessionId: 'test',
    };
    const versionBefore = await readTextsVersion(t.database.db);
    const result = await service.importFile(caller, {
      filename: 'texts.json',
      data: Buffer.from(JSON.stringify({ ru: { 'app.reload': 'Перезагрузить' } })),
    });
    expect(result).toEqual({ imported: 1, changed: 1 });
    expect(await readTextsVersion(t.database.db)).toBe((versionBefore ?? 0) + 1);

    // The importing instance drops its cache at once: a new constant with the new text.
    const second = await service.messages('ru');
    expect(second).not.toBe(first);
    expect(second.data['app.reload']).toBe('Перезагрузить');
    // The other instance keeps its answer until the interval has passed, then reloads.
    expect(other.messages('ru')).toBe(staleOther);
    clock = 5_000;
    const fresh = await other.messages('ru');
    expect(fresh).not.toBe(staleOther);
    expect(fresh.data['app.reload']).toBe('Перезагрузить');
    // Nothing changed since: after the next interval the same answer again.
    clock = 10_000;
    expect(await other.messages('ru')).toBe(fresh);
  });
});
