import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, catalogue } from '@cargo/domain';
import { selectRows } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { syncCatalogue } from './catalogue-sync.js';
import { readTextsVersion } from './l10n.repo.js';
import { createL10nService } from './l10n.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The template database was synced by Vitest's global setup, which may load the compiled
  // packages/domain (dist) rather than its sources: sync with this build's catalogue, as a start does.
  await syncCatalogue(t.database.db);
});
afterAll(() => t.close());

type Row = { language: string; key: string; text: string; source: string };
const rowsOf = () =>
  selectRows<Row>(t.database.db, sql`select language, key, text, source from l10n_messages order by language, key`);
const rowOf = async (language: string, key: string) =>
  (await rowsOf()).find((row) => row.language === language && row.key === key);

describe('syncCatalogue', () => {
  it('stores the whole catalogue as repo rows', async () => {
    const rows = await rowsOf();
    expect(rows).toHaveLength(Object.keys(catalogue).length * LANGUAGES.length);
    expect(rows.every((row) => row.source === 'repo')).toBe(true);
    expect(await rowOf('zh', 'page.notFound')).toMatchObject({ text: '页面未找到' });
  });

  it('refreshes repo texts, keeps imported ones, drops vanished repo keys and is a no-op the second time', async () => {
    const db = t.database.db;
    await db.execute(
      sql`update l10n_messages set text = 'An old text' where language = 'en' and key = 'page.notFound'`,
    );
    await db.execute(sql`delete from l10n_messages where language = 'ru' and key = 'app.reload'`);
    await db.execute(
      sql`update l10n_messages set text = 'Cargo Hub', source = 'import' where language = 'en' and key = 'app.name'`,
    );
    // An imported text whose placeholders the code no longer fills: the repository's text replaces it.
    await db.execute(
      sql`update l10n_messages set text = 'At least {count}', source = 'import' where language = 'en' and key = 'validation.tooShort'`,
    );
    // An imported text equal to the repository's: a repo row again, so later repository fixes reach it.
    await db.execute(sql`update l10n_messages set source = 'import' where language = 'zh' and key = 'app.crash'`);
    await db.execute(
      sql`insert into l10n_messages (language, key, text, source) values
        ('en', 'gone.repo', 'Old', 'repo'), ('de', 'app.name', 'Frachtmarkt', 'repo'),
        ('en', 'gone.imported', 'Translated', 'import')`,
    );
    const version = await readTextsVersion(db);

    const result = await syncCatalogue(db);
    expect(result).toMatchObject({ written: 4, removed: 2, reset: 1 });
    expect(await rowOf('en', 'page.notFound')).toMatchObject({ text: 'Page not found', source: 'repo' });
    expect(await rowOf('ru', 'app.reload')).toMatchObject({ text: catalogue['app.reload'].ru, source: 'repo' });
    expect(await rowOf('en', 'app.name')).toMatchObject({ text: 'Cargo Hub', source: 'import' });
    expect(await rowOf('en', 'validation.tooShort')).toMatchObject({
      text: catalogue['validation.tooShort'].en,
      source: 'repo',
    });
    expect(await rowOf('zh', 'app.crash')).toMatchObject({ source: 'repo' });
    expect(await rowOf('en', 'gone.repo')).toBeUndefined();
    expect(await rowOf('de', 'app.name')).toBeUndefined();
    expect(await rowOf('en', 'gone.imported')).toMatchObject({ text: 'Translated', source: 'import' });
    const bumped = await readTextsVersion(db);
    expect(bumped).toBe((version ?? 0) + 1);

    // Served: the kept translation, never the vanished key.
    const { data } = await createL10nService(db).messages('en');
    expect(data['app.name']).toBe('Cargo Hub');
    expect(data).not.toHaveProperty('gone.imported');
    expect(Object.keys(data)).toHaveLength(Object.keys(catalogue).length);

    const again = await syncCatalogue(db);
    expect(again).toMatchObject({ written: 0, removed: 0, reset: 0 });
    expect(await readTextsVersion(db)).toBe(bumped);
  });

  it('fills an empty table in one go', async () => {
    await t.database.db.execute(sql`delete from l10n_messages`);
    const result = await syncCatalogue(t.database.db);
    expect(result.written).toBe(Object.keys(catalogue).length * LANGUAGES.length);
    expect(result.ms).toBeLessThan(5_000);
  });
});
