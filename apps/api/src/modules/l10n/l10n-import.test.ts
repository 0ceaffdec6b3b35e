import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { L10N_IMPORT_MAX_BYTES, catalogue } from '@cargo/domain';
import { createLogger } from '../../logger.js';
import type { App } from '../../app.js';
import { buildServer } from '../../server.js';
import { bearer, createMember, selectRows } from '../../../test/factories.js';
import { createTestApp, testConfig, type TestApp } from '../../../test/harness.js';
import { syncCatalogue } from './catalogue-sync.js';

const IMPORT_URL = '/api/v1/common/l10n/import';
const EXPORT_URL = '/api/v1/common/l10n/export.xlsx';
const KEY_COUNT = Object.keys(catalogue).length;

let t: TestApp;
let operator: { authorization: string };
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  // The template database was synced by Vitest's global setup, which may load the compiled
  // packages/domain (dist) rather than its sources: sync with this build's catalogue, as a start does.
  await syncCatalogue(t.database.db);
  operator = await bearer(t.app, await createMember(t.database.db, 'OPERATOR'));
  admin = await bearer(t.app, await createMember(t.database.db, 'OPERATOR_ADMIN'));
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A multipart/form-data body with one file part, as a browser's form sends it. */
function multipart(filename: string, content: Buffer | string, fieldName = 'file') {
  const boundary = `----cargo${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  filename: string,
  content: Buffer | string,
  options: { headers?: Record<string, string>; language?: string; fieldName?: string } = {},
) {
  const { payload, contentType } = multipart(filename, content, options.fieldName);
  return t.app.inject({
    method: 'POST',
    url: IMPORT_URL,
    headers: {
      ...(options.headers ?? operator),
      'content-type': contentType,
      'accept-language': options.language ?? 'en',
    },
    payload,
  });
}

const json = (value: unknown) => JSON.stringify(value);

/** An xlsx whose first sheet holds the rows (the first row being the header). */
async function xlsx(rows: (string | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Translations');
  for (const row of rows) sheet.addRow(row.map((cell) => cell ?? undefined));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet of an xlsx, as texts. */
async function sheetRows(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) cells.push(row.getCell(column).text);
    rows.push(cells);
  });
  return rows;
}

async function served(app: App, language: string): Promise<Record<string, string>> {
  const res = await app.inject({ url: `/api/v1/common/l10n/messages.json?lang=${language}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Record<string, string> }>().data;
}

/** Every stored text with its source, to prove that a refused file changed nothing. */
async function snapshot() {
  return selectRows<{ language: string; key: string; text: string; source: string }>(
    t.database.db,
    sql`select language, key, text, source from l10n_messages order by language, key`,
  );
}

async function sourceOf(language: string, key: string): Promise<string | undefined> {
  const [row] = await selectRows<{ source: string }>(
    t.database.db,
    sql`select source from l10n_messages where language = ${language} and key = ${key}`,
  );
  return row?.source;
}

describe('POST /api/v1/common/l10n/import', () => {
  it('imports a JSON file: languages optional, zh-CN as zh, empty texts left alone', async () => {
    const res = await upload(
      'texts.json',
      json({
        ru: { 'page.notFound': 'Такой страницы нет' },
        'zh-CN': { 'page.notFound': '没有这个页面' },
        en: { 'validation.tooShort': 'Please type {min} characters or more', 'app.name': '', 'app.reload': null },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { imported: 3, changed: 3 } });

    expect((await served(t.app, 'ru'))['page.notFound']).toBe('Такой страницы нет');
    expect((await served(t.app, 'zh-CN'))['page.notFound']).toBe('没有这个页面');
    const en = await served(t.app, 'en');
    expect(en['validation.tooShort']).toBe('Please type {min} characters or more');
    expect(en['app.name']).toBe(catalogue['app.name'].en);
    expect(Object.keys(en)).toHaveLength(KEY_COUNT);
    expect(await sourceOf('ru', 'page.notFound')).toBe('import');

    const [audit] = await selectRows<{ actor_user_id: number; action: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`select actor_user_id, action, before, after from audit_log where entity = 'l10n' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      action: 'import',
      before: { ru: { 'page.notFound': 'Страница не найдена' } },
      after: { file: 'texts.json', imported: 3, changed: 3, texts: { ru: { 'page.notFound': 'Такой страницы нет' } } },
    });
  });

  it('imports the first sheet of an xlsx: columns in any order, any subset of languages, empty cells left alone', async () => {
    const before = await served(t.app, 'ru');
    const file = await xlsx([
      ['zh', 'key', 'en'],
      ['重新载入', 'app.reload', 'Reload the page'],
      [null, 'app.name', 'Cargo Hub'],
      [null, null, null],
      ['', 'page.notFound.home', ''],
    ]);
    const res = await upload('Переводы.XLSX', file, { headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { imported: 3, changed: 3 } });
    expect((await served(t.app, 'zh'))['app.reload']).toBe('重新载入');
    const en = await served(t.app, 'en');
    expect(en['app.reload']).toBe('Reload the page');
    expect(en['app.name']).toBe('Cargo Hub');
    expect(en['page.notFound.home']).toBe(catalogue['page.notFound.home'].en);
    expect(await served(t.app, 'ru')).toEqual(before);
  });

  it("turns a text back into the repository's own when a file gives the repository's text", async () => {
    expect((await upload('a.json', json({ en: { 'app.reload': 'Refresh' } }))).statusCode).toBe(200);
    expect(await sourceOf('en', 'app.reload')).toBe('import');
    const res = await upload('b.json', json({ en: { 'app.reload': catalogue['app.reload'].en } }));
    expect(res.json()).toEqual({ data: { imported: 1, changed: 1 } });
    expect(await sourceOf('en', 'app.reload')).toBe('repo');
    expect((await served(t.app, 'en'))['app.reload']).toBe(catalogue['app.reload'].en);
  });

  describe('refuses a file with any error and imports nothing of it', () => {
    it.each([
      [
        'an unknown key (JSON)',
        'bad.json',
        () => json({ en: { 'app.name': 'Valid text', 'no.such.key': 'Text' } }),
        [{ fieldName: 'no.such.key', errorText: 'There is no message with this key' }],
      ],
      [
        'an unknown language (JSON)',
        'bad.json',
        () => json({ en: { 'app.name': 'Valid text' }, de: { 'app.name': 'Frachtmarkt' } }),
        [{ fieldName: 'de', errorText: 'Unknown language: use ru, en or zh' }],
      ],
      [
        'placeholders that differ from the repository text (JSON)',
        'bad.json',
        () =>
          json({
            ru: { 'validation.tooShort': 'Не менее {count} символов', 'app.name': 'Маркетплейс {x}' },
            en: { 'validation.tooBig': 'At most {max}, {max}' },
          }),
        [
          { fieldName: 'validation.tooShort:ru', errorText: 'Keep the placeholders of the original text: {min}' },
          { fieldName: 'app.name:ru', errorText: 'The original text has no placeholders; remove {x}' },
          { fieldName: 'validation.tooBig:en', errorText: 'Keep the placeholders of the original text: {max}' },
        ],
      ],
      [
        'a text that is not a string, and a language that is not an object (JSON)',
        'bad.json',
        () => json({ en: { 'app.name': 5 }, ru: ['Грузы'] }),
        [
          { fieldName: 'app.name:en', errorText: 'The text must be a string' },
          { fieldName: 'ru', errorText: 'Expected an object of languages, each an object of key and text pairs' },
        ],
      ],
      [
        'an unknown key (xlsx)',
        'bad.xlsx',
        () =>
          xlsx([
            ['key', 'en', 'ru'],
            ['app.name', 'Valid text', 'Верный текст'],
            ['no.such.key', 'Text', 'Текст'],
          ]),
        [{ fieldName: '3:key', errorText: 'There is no message with this key' }],
      ],
      [
        'an unknown language column (xlsx)',
        'bad.xlsx',
        () =>
          xlsx([
            ['key', 'en', 'de'],
            ['app.name', 'Valid text', 'Frachtmarkt'],
          ]),
        [{ fieldName: '1:de', errorText: 'Unknown language: use ru, en or zh' }],
      ],
      [
        'placeholders that differ from the repository text (xlsx)',
        'bad.xlsx',
        () =>
          xlsx([
            ['key', 'ru', 'en'],
            ['app.name', 'Верный текст', null],
            ['validation.tooShort', 'Не менее символов', 'At least {min} characters'],
          ]),
        [{ fieldName: '3:ru', errorText: 'Keep the placeholders of the original text: {min}' }],
      ],
      [
        'a sheet without a key column (xlsx)',
        'bad.xlsx',
        () => xlsx([['en'], ['Text']]),
        [{ fieldName: '1:key', errorText: 'The first row must name the columns: key, ru, en, zh' }],
      ],
      [
        'a repeated key and a row without a key (xlsx)',
        'bad.xlsx',
        () =>
          xlsx([
            ['key', 'en'],
            ['app.name', 'One'],
            ['app.name', 'Two'],
            [null, 'Three'],
          ]),
        [
          { fieldName: '3:key', errorText: 'This key is already in row 2' },
          { fieldName: '4:key', errorText: 'Enter the key of the message' },
        ],
      ],
    ])('%s: 422 with the rows and columns at fault', async (_name, filename, content, errors) => {
      const before = await snapshot();
      const res = await upload(filename, await content());
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: { code: 'UNPROCESSABLE', message: 'The file has errors; nothing was imported' },
        errors,
      });
      expect(await snapshot()).toEqual(before);
    });

    it("answers in the caller's language", async () => {
      const res = await upload('bad.json', json({ en: { 'no.such.key': 'Text' } }), { language: 'ru' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: { code: 'UNPROCESSABLE', message: 'В файле есть ошибки; ничего не загружено' },
        errors: [{ fieldName: 'no.such.key', errorText: 'Сообщения с таким ключом нет' }],
      });
    });

    it('lists at most 100 errors and says how many more there are', async () => {
      const texts = Object.fromEntries(Array.from({ length: 130 }, (_, i) => [`missing.${i}`, 'Text']));
      const res = await upload('many.json', json({ en: texts }));
      expect(res.statusCode).toBe(422);
      const { errors } = res.json<{ errors: { fieldName: string; errorText: string }[] }>();
      expect(errors).toHaveLength(101);
      expect(errors.at(-1)).toEqual({ fieldName: 'file', errorText: '30 more errors are not shown' });
    });
  });

  it.each([
    ['another format', 'texts.csv', 'key;en\napp.name;Cargo', 'Upload a .json or .xlsx file'],
    ['a broken JSON file', 'texts.json', '{"en": {', 'The file cannot be read as JSON'],
    ['a file that is no xlsx', 'texts.xlsx', 'not a zip archive', 'The file cannot be read as Excel (.xlsx)'],
  ])('refuses %s with 400', async (_name, filename, content, message) => {
    const before = await snapshot();
    const res = await upload(filename, content);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message },
      errors: [{ fieldName: 'file', errorText: message }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('asks for the file when the request has none', async () => {
    const expected = {
      error: { code: 'BAD_REQUEST', message: 'Choose a file to upload' },
      errors: [{ fieldName: 'file', errorText: 'Choose a file to upload' }],
    };
    const asJson = await t.app.inject({ method: 'POST', url: IMPORT_URL, headers: operator, payload: { en: {} } });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json()).toEqual(expected);
    const otherField = await upload('texts.json', json({ en: {} }), { fieldName: 'document' });
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json()).toEqual(expected);
  });

  it('refuses a file over 5 MB with 413 in the usual error shape', async () => {
    const before = await snapshot();
    const res = await upload('big.json', Buffer.alloc(L10N_IMPORT_MAX_BYTES + 1, 0x20));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 5 MB' },
      errors: [{ fieldName: 'file', errorText: 'The file is larger than 5 MB' }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('is for operators only: 401 for guests, 403 for partners and clients', async () => {
    const file = json({ en: { 'app.name': 'Hijacked' } });
    expect((await upload('texts.json', file, { headers: {} })).statusCode).toBe(401);
    for (const role of ['PARTNER_ADMIN', 'PARTNER_MANAGER', 'CLIENT'] as const) {
      const headers = await bearer(t.app, await createMember(t.database.db, role));
      const res = await upload('texts.json', file, { headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect((await served(t.app, 'en'))['app.name']).not.toBe('Hijacked');
  });
});

describe('GET /api/v1/common/l10n/export.xlsx', () => {
  it('gives the served texts in the import layout, and the file imports back unchanged', async () => {
    await upload('texts.json', json({ en: { 'page.notFound': 'No such page' } }));
    const res = await t.app.inject({ url: EXPORT_URL, headers: operator });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="messages.xlsx"');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['key', 'ru', 'en', 'zh']);
    expect(rows).toHaveLength(KEY_COUNT + 1);
    expect(rows.find((row) => row[0] === 'page.notFound')?.[2]).toBe('No such page');
    const [ru, en, zh] = [await served(t.app, 'ru'), await served(t.app, 'en'), await served(t.app, 'zh')];
    for (const [key, ruText, enText, zhText] of rows.slice(1))
      expect([ruText, enText, zhText]).toEqual([ru[key!], en[key!], zh[key!]]);

    const imported = await snapshot();
    const back = await upload('messages.xlsx', res.rawPayload);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ data: { imported: KEY_COUNT * 3, changed: 0 } });
    // The repository's texts stay repository texts: the round trip freezes nothing.
    expect(await snapshot()).toEqual(imported);
  });

  it('is for operators only', async () => {
    expect((await t.app.inject({ url: EXPORT_URL })).statusCode).toBe(401);
    const headers = await bearer(t.app, await createMember(t.database.db, 'PARTNER_ADMIN'));
    expect((await t.app.inject({ url: EXPORT_URL, headers })).statusCode).toBe(403);
  });
});

describe('several instances on one database', () => {
  it('another instance serves an import after its cache interval, not before', async () => {
    vi.useFakeTimers({ toFake: ['performance', 'Date'], now: Date.now() });
    const other = await buildServer({ config: testConfig(), database: t.database, logger: createLogger('silent') });
    try {
      const before = (await served(other, 'en'))['app.crash'];
      const res = await upload('texts.json', json({ en: { 'app.crash': 'Something broke. Please try again later.' } }));
      expect(res.statusCode).toBe(200);
      // The importing instance serves the new text at once.
      expect((await served(t.app, 'en'))['app.crash']).toBe('Something broke. Please try again later.');

      vi.advanceTimersByTime(4_000);
      expect((await served(other, 'en'))['app.crash']).toBe(before);
      vi.advanceTimersByTime(1_001);
      expect((await served(other, 'en'))['app.crash']).toBe('Something broke. Please try again later.');
    } finally {
      await other.close();
    }
  });
});
