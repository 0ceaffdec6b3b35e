import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Tariff, type TariffFile, type TariffInput } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createTariff,
  createTariffWorld,
  selectRows,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';
import { inputOf } from '../../../test/tariff-sheet-fixtures.js';
import { importSheet, ownedBy, sheetOf, upload, workbookOf } from '../../../test/tariff-sheet-uploads.js';
import { sheetLayout, sheetName } from '../tariff-sheets/index.js';

/** The template, the export, the uploaded files and who may reach them; uploads the import refuses. */

let t: TestApp;
const db = () => t.database.db;
let world: TariffWorld;
let operator: Actor;
let alpha: Actor;
let beta: Actor;
let client: Actor;

const INTEGRATOR = [{ kind: 'Integrator', status: 'APPROVED' }];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function partner(profiles = INTEGRATOR): Promise<Actor> {
  return createActor(t.app, db(), await createOrganization(db(), { profiles }), 'PARTNER_ADMIN');
}

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  alpha = await partner();
  beta = await partner();
  client = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT' }), 'CLIENT');
});
afterAll(() => t.close());

/** A GET that answers a file: status, headers and the bytes. */
async function download(url: string, who: Actor | undefined, language = 'en') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { ...(who?.headers ?? {}), 'accept-language': language },
  });
  return { response, body: response.rawPayload };
}

async function tariffsOf(who: Actor) {
  const response = await callApi(t.app, 'GET', `/tariffs/sea?size=100&filters=${ownedBy(who.organizationId)}`, who);
  return response.json().data.items as Tariff[];
}

const jobCount = async () =>
  (await selectRows<{ n: number }>(db(), sql`select cast(count(*) as integer) as n from job_progress`))[0]!.n;

describe('GET /tariffs/{kind}/template', () => {
  it('is the empty sheet in the caller’s language, with the container types as columns', async () => {
    const { response, body } = await download('/tariffs/sea/template', alpha, 'ru');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toContain('filename="sea-tariffs-template.xlsx"');
    const workbook = await workbookOf(body);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      sheetName('CONTAINER', 'ru'),
      sheetName('GENERAL', 'ru'),
      translate('ru', 'tariffSheets.explanationSheet'),
    ]);
    const header = workbook.worksheets[0]!.getRow(1).values as unknown[];
    expect(header).toContain(sheetLayout('sea', 'CONTAINER').columns[0]!.labels.ru);
    const [twenty] = await selectRows<{ code: string }>(
      db(),
      sql`select code from dictionary_entries where id = ${world.containerTypes[0]}`,
    );
    expect(header).toContain(twenty!.code.toUpperCase());
    expect(workbook.worksheets[0]!.rowCount).toBe(1);
  });

  it('is refused to a partner whose profiles do not open the kind, and to clients', async () => {
    const airline = await partner([{ kind: 'Air_carrier', status: 'APPROVED' }]);
    expect((await download('/tariffs/sea/template', airline)).response.statusCode).toBe(403);
    expect((await download('/tariffs/air-transportation/template', airline)).response.statusCode).toBe(200);
    expect((await download('/tariffs/sea/template', operator)).response.statusCode).toBe(200);
    expect((await download('/tariffs/sea/template', client)).response.statusCode).toBe(403);
    expect((await download('/tariffs/sea/template', undefined)).response.statusCode).toBe(401);
  });
});

describe('GET /tariffs/{kind}/export', () => {
  // The file's first import starts the reading process (seconds under tsx on a busy machine).
  it('writes what the list shows, and the file imports back into the same tariffs', { timeout: 90_000 }, async () => {
    const owner = await partner();
    const ranges = [0, 1, 2, 5, 10, 20, 50].map((from, index, all) => ({
      from,
      to: all[index + 1],
      price: 900 - index,
    }));
    const bodies: Partial<TariffInput>[] = [
      {},
      { validFrom: '2030-01-01', validTo: '2030-03-31', transitDays: 40, comment: 'Через Пусан, 2 захода' },
      { variant: 'GENERAL', carrierId: world.consolidator, rangeUnit: 'WM', lines: ranges, minPrice: 12_345 },
    ];
    for (const input of bodies) await createTariff(db(), { organizationId: owner.organizationId, world, input });
    // Not the owner's: left out by the list's filter, so not exported.
    await createTariff(db(), { organizationId: beta.organizationId, world });
    const { response, body } = await download(`/tariffs/sea/export?filters=${ownedBy(owner.organizationId)}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="sea-tariffs-\d{4}-\d{2}-\d{2}\.xlsx"/);

    const copy = await partner();
    const { result } = await importSheet(t.app, copy, 'sea', body);
    expect(result).toMatchObject({ imported: 3, errorCount: 0 });
    const key = (input: object) => JSON.stringify(input);
    const original = (await tariffsOf(owner)).map((tariff) => inputOf(tariff));
    const imported = (await tariffsOf(copy)).map((tariff) => inputOf(tariff));
    expect(imported.map(key).sort()).toEqual(original.map(key).sort());
    expect(imported.find((input) => input.variant === 'GENERAL')!.lines).toHaveLength(7);
  });

  it('refuses a bad filter before the answer starts, and clients', async () => {
    const bad = encodeURIComponent(JSON.stringify([{ field: 'secret', kind: 'SIMPLE', value: 1 }]));
    const { response } = await download(`/tariffs/sea/export?filters=${bad}`, alpha);
    expect(response.statusCode).toBe(400);
    expect((await download('/tariffs/sea/export', client)).response.statusCode).toBe(403);
  });
});

describe('uploaded files', () => {
  let fileId: number;
  let jobId: string;
  let uploaded: Buffer;

  beforeAll(async () => {
    const id = await createTariff(db(), { organizationId: operator.organizationId, world });
    const source = (await callApi(t.app, 'GET', `/tariffs/sea/${id}`, operator)).json().data as Tariff;
    uploaded = await sheetOf(db(), 'sea', [source, { ...source, to: { ...source.to!, code: 'NOWHERE' } }]);
    ({ fileId, jobId } = await importSheet(t.app, alpha, 'sea', uploaded, { filename: 'Ставки май.xlsx' }));
  });

  it('are listed newest first for the organization, operators seeing all or one organization’s', async () => {
    await importSheet(t.app, beta, 'sea', uploaded);
    const mine = (await callApi(t.app, 'GET', '/tariffs/sea/files', alpha)).json().data;
    expect(mine.items).toEqual([
      {
        id: fileId,
        name: 'Ставки май.xlsx',
        size: uploaded.length,
        uploadedAt: expect.any(String),
        uploadedBy: { id: alpha.id, name: expect.any(String) },
        organization: { id: alpha.organizationId, name: expect.any(String) },
        imported: 0,
        errorCount: 1,
        jobId,
        failure: null,
        hasAnnotated: true,
      } satisfies TariffFile,
    ]);
    expect((await callApi(t.app, 'GET', '/tariffs/air-transportation/files', alpha)).json().data.items).toEqual([]);
    const all = (await callApi(t.app, 'GET', '/tariffs/sea/files', operator)).json().data.items as TariffFile[];
    // Newest first; the export's test uploaded one before these.
    expect(all.slice(0, 2).map((file) => file.organization.id)).toEqual([beta.organizationId, alpha.organizationId]);
    const one = await callApi(t.app, 'GET', `/tariffs/sea/files?organizationId=${alpha.organizationId}`, operator);
    expect(one.json().data.items.map((file: TariffFile) => file.id)).toEqual([fileId]);
  });

  it('download as uploaded, and with the bad cell marked', async () => {
    const original = await download(`/tariffs/sea/files/${fileId}`, alpha);
    expect(original.response.statusCode).toBe(200);
    expect(original.body.equals(uploaded)).toBe(true);
    expect(original.response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Ставки май.xlsx')}`,
    );
    const annotated = await download(`/tariffs/sea/files/${fileId}/errors`, alpha);
    expect(annotated.response.statusCode).toBe(200);
    expect(annotated.response.headers['content-disposition']).toContain(encodeURIComponent('Ставки май-errors.xlsx'));
    const sheet = (await workbookOf(annotated.body)).getWorksheet(sheetName('CONTAINER', 'en'))!;
    const to = sheetLayout('sea', 'CONTAINER').columns.findIndex((column) => column.key === 'to') + 1;
    const cell = sheet.getRow(3).getCell(to);
    expect(cell.value).toBe('NOWHERE');
    expect(JSON.stringify(cell.note)).toContain(translate('en', 'tariffs.unknown.seaPort'));
    expect(cell.fill).toMatchObject({ type: 'pattern', fgColor: { argb: 'FFFFC7CE' } });
    expect(sheet.getRow(2).getCell(to).note).toBeUndefined();
  });

  it('have no annotated copy when the import had no errors (404)', async () => {
    const id = await createTariff(db(), { organizationId: operator.organizationId, world });
    const source = (await callApi(t.app, 'GET', `/tariffs/sea/${id}`, operator)).json().data as Tariff;
    const clean = await importSheet(t.app, alpha, 'sea', await sheetOf(db(), 'sea', [source]));
    expect((await download(`/tariffs/sea/files/${clean.fileId}/errors`, alpha)).response.statusCode).toBe(404);
    expect((await download(`/tariffs/sea/files/${clean.fileId}`, alpha)).response.statusCode).toBe(200);
  });

  it('and their jobs are another organization’s business (404), an operator’s too', async () => {
    for (const url of [`/tariffs/sea/files/${fileId}`, `/tariffs/sea/files/${fileId}/errors`, `/jobs/${jobId}`])
      expect((await download(url, beta)).response.statusCode, url).toBe(404);
    expect((await download(`/tariffs/air-transportation/files/${fileId}`, alpha)).response.statusCode).toBe(404);
    expect((await download(`/tariffs/sea/files/${fileId}/errors`, operator)).response.statusCode).toBe(200);
    for (const url of ['/tariffs/sea/files', `/tariffs/sea/files/${fileId}`])
      expect((await download(url, client)).response.statusCode, url).toBe(403);
  });
});

describe('an upload the import refuses at once', () => {
  it('is not .xlsx: a text file renamed, a workbook under another name, no file (400, no job)', async () => {
    const jobs = await jobCount();
    const workbook = await sheetOf(db(), 'sea', []);
    const cases: [Buffer, string][] = [
      [Buffer.from('origin;destination\nCNSHA;RULED\n'), 'rates.xlsx'],
      [workbook, 'rates.csv'],
      [Buffer.from('PK\u0003\u0004 but no zip at all'), 'rates.xlsx'],
    ];
    for (const [content, filename] of cases) {
      const response = await upload(t.app, alpha, 'sea', content, { filename, language: 'ru' });
      expect(response.statusCode, filename).toBe(400);
      expect(response.json().error.message).toBe(translate('ru', 'tariffSheets.notTemplate'));
      expect(response.json().errors).toMatchObject([{ fieldName: 'file' }]);
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/tariffs/sea/import', headers: alpha.headers });
    expect(missing.statusCode).toBe(400);
    expect(await jobCount()).toBe(jobs);
  });

  it('is over 20 MB (413, in the usual error shape)', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 0x20);
    Buffer.from('PK\u0003\u0004').copy(big);
    const response = await upload(t.app, alpha, 'sea', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 20 MB' },
      errors: [{ fieldName: 'file', errorText: 'The file is larger than 20 MB' }],
    });
  });

  it('comes from a client (403) or a partner without the kind’s profile (403)', async () => {
    const workbook = await sheetOf(db(), 'sea', []);
    expect((await upload(t.app, client, 'sea', workbook)).statusCode).toBe(403);
    const airline = await partner([{ kind: 'Air_carrier', status: 'APPROVED' }]);
    const refused = await upload(t.app, airline, 'sea', workbook);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(translate('en', 'tariffs.kindNotAuthorized'));
  });
});
