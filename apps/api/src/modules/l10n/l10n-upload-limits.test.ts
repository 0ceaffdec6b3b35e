import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { L10N_IMPORT_MAX_BYTES, translate } from '@cargo/domain';
import { bearer, createMember, selectRows } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sharedStringsBomb } from '../../../test/zip-bombs.js';

/**
 * Issue 27, finding 1: the translations import goes through the one upload helper. A file over
 * 5 MB is refused with 413 however its bytes arrive (it was truncated to its first 5 MB and
 * imported, 200 {"imported":0}, when the limit fell between two chunks), and its .xlsx goes
 * through the guarded workbook reader.
 */

const IMPORT_URL = '/api/v1/common/l10n/import';

let t: TestApp;
let operator: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  operator = await bearer(t.app, await createMember(t.database.db, 'OPERATOR'));
});
afterAll(() => t.close());

const snapshot = () =>
  selectRows<{ language: string; key: string; text: string }>(
    t.database.db,
    sql`select language, key, text from l10n_messages order by language, key`,
  );

/** A multipart body of one file part, sent in the given pieces of the file (as a network delivers it). */
function chunkedUpload(filename: string, content: Buffer, cuts: number[], language = 'en') {
  const boundary = `----cargo${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const edges = [0, ...cuts, content.length];
  const pieces = edges.slice(1).map((end, index) => content.subarray(edges[index], end));
  const chunks = [Buffer.concat([head, pieces[0]!]), ...pieces.slice(1, -1), Buffer.concat([pieces.at(-1)!, tail])];
  return t.app.inject({
    method: 'POST',
    url: IMPORT_URL,
    headers: { ...operator, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': language },
    payload: Readable.from(chunks),
  });
}

/** `{"en":{}}` padded with spaces to `size` bytes: valid JSON at any length, and any truncation of it too. */
const paddedJson = (size: number) => Buffer.concat([Buffer.from('{"en":{}}'), Buffer.alloc(size - 9, 0x20)]);

describe('the translations import', () => {
  it('answers a multipart body it cannot parse with 400 on file, not 500', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const response = await t.app.inject({
        method: 'POST',
        url: IMPORT_URL,
        headers: { ...operator, 'content-type': contentType },
        payload: 'garbage',
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[0].fieldName).toBe('file');
    }
  });

  it('refuses a file over 5 MB with 413 when the limit falls between two chunks', async () => {
    const before = await snapshot();
    const response = await chunkedUpload('texts.json', paddedJson(L10N_IMPORT_MAX_BYTES + 512 * 1024), [
      L10N_IMPORT_MAX_BYTES,
    ]);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 5 MB' },
      errors: [{ fieldName: 'file', errorText: 'The file is larger than 5 MB' }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file one byte over 5 MB, in any pieces', async () => {
    for (const cuts of [[L10N_IMPORT_MAX_BYTES], [L10N_IMPORT_MAX_BYTES + 1], [64 * 1024, L10N_IMPORT_MAX_BYTES - 1]]) {
      const response = await chunkedUpload('texts.json', paddedJson(L10N_IMPORT_MAX_BYTES + 1), cuts, 'ru');
      expect(response.statusCode, `${cuts.join()}: ${response.body}`).toBe(413);
      expect(response.json().error.message).toBe(translate('ru', 'l10n.import.tooLarge', { max: 5 }));
    }
  });

  it('takes a file of exactly 5 MB', async () => {
    const response = await chunkedUpload('texts.json', paddedJson(L10N_IMPORT_MAX_BYTES), [L10N_IMPORT_MAX_BYTES / 2]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ imported: 0 });
  });

  it(
    'refuses a workbook bomb with 400 on the file, in the caller’s language, changing nothing',
    { timeout: 120_000 },
    async () => {
      const before = await snapshot();
      const bomb = sharedStringsBomb('<si><t>A</t></si>', 40_000_000);
      const response = await chunkedUpload('texts.xlsx', bomb, [bomb.length >> 1], 'zh');
      expect(response.statusCode, response.body).toBe(400);
      const message = translate('zh', 'uploads.workbook.overCompressed', { max: 100 });
      expect(response.json()).toEqual({
        error: { code: 'BAD_REQUEST', message },
        errors: [{ fieldName: 'file', errorText: message }],
      });
      expect(await snapshot()).toEqual(before);
    },
  );
});
