import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARIFF_KINDS, translate, type Tariff, type TariffInput, type TariffKind } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  auditRows,
  callApi,
  createActor,
  createOrganization,
  createTariff,
  createTariffWorld,
  dayFromNow,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';
import { inputOf } from '../../../test/tariff-sheet-fixtures.js';
import { importSheet, ownedBy, sheetOf, upload } from '../../../test/tariff-sheet-uploads.js';
import { sheetLayout, sheetName } from '../tariff-sheets/index.js';
import { tariffs } from './tariffs.schema.js';

/** Imports of rate sheets without a queue (JOBS_ENABLED=false: the job runs in the process). */

let t: TestApp;
const db = () => t.database.db;
let world: TariffWorld;
let operator: Actor;
let alpha: Actor;
let library: number;
let sources = 0;

const INTEGRATOR = [{ kind: 'Integrator', status: 'APPROVED' }];

async function partner(profiles = INTEGRATOR): Promise<Actor> {
  return createActor(t.app, db(), await createOrganization(db(), { profiles }), 'PARTNER_ADMIN');
}

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  alpha = await partner();
  library = await createOrganization(db(), { name: 'Tariff library' });
});
afterAll(() => t.close());

/** A tariff of the kind, saved for the marketplace and read back as the API answers it: what a sheet is written from. */
async function apiTariff(kind: TariffKind, input?: Partial<TariffInput>): Promise<Tariff> {
  // Kept by an organization of its own, its validity a day longer each time: a sheet written from
  // it is never a copy of a tariff the importer keeps ("Tariff already exists").
  const unique = { validTo: dayFromNow(90 + ++sources), ...input };
  const id = await createTariff(db(), { kind, organizationId: library, world, input: unique });
  const response = await callApi(t.app, 'GET', `/tariffs/${kind}/${id}`, operator);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Tariff;
}

/** The organization's tariffs of the kind, as inputs (the owner left out). */
async function inputsOf(who: Actor, kind: TariffKind) {
  const response = await callApi(t.app, 'GET', `/tariffs/${kind}?size=100&filters=${ownedBy(who.organizationId)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as Tariff[]).map((tariff) => inputOf(tariff));
}

const columnLabel = (kind: TariffKind, variant: Tariff['variant'], key: string, language: 'en' | 'ru' = 'en') =>
  sheetLayout(kind, variant).columns.find((column) => column.key === key)!.labels[language];

describe('a sheet in the template’s layout', () => {
  it.each(TARIFF_KINDS)('%s: imports, and the tariff is in the list', async (kind) => {
    const source = await apiTariff(kind);
    const before = await inputsOf(alpha, kind);
    const { result, fileId, seen } = await importSheet(t.app, alpha, kind, await sheetOf(db(), kind, [source]));
    expect(result).toEqual({ fileId, imported: 1, errorCount: 0, errors: [], hasAnnotated: false });
    expect(seen.at(-1)).toMatchObject({ phase: 'END', kind: 'tariff-import', done: 1, total: 1, error: null });
    const after = await inputsOf(alpha, kind);
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual(inputOf(source));
  });

  it('imports several validity periods of the same lane, each audited as an import', async () => {
    const first = await apiTariff('sea');
    const next = { ...first, validFrom: dayFromNow(91), validTo: dayFromNow(180) };
    const later = { ...first, validFrom: dayFromNow(181), validTo: dayFromNow(365) };
    const owner = await partner();
    const { result } = await importSheet(t.app, owner, 'sea', await sheetOf(db(), 'sea', [first, next, later]));
    expect(result).toMatchObject({ imported: 3, errorCount: 0 });
    const inputs = await inputsOf(owner, 'sea');
    expect(inputs.map((input) => input.validFrom).sort()).toEqual([first.validFrom, next.validFrom, later.validFrom]);
    const listed = (await callApi(t.app, 'GET', `/tariffs/sea?filters=${ownedBy(owner.organizationId)}`, owner)).json()
      .data.items as Tariff[];
    expect(await auditRows(db(), 'tariff', listed[0]!.id)).toMatchObject([
      { action: 'create:import', actor_user_id: owner.id, before: null, after: { id: listed[0]!.id } },
    ]);
  });

  it('saves a private tariff’s clients and ZIP codes, and audits each row as it was stored', async () => {
    const client = await createOrganization(db(), { type: 'CLIENT' });
    const source = await apiTariff('trucking', {
      modifier: 'PRIVATE',
      clientOrganizationIds: [client],
      zipCodes: ['101000', 'SW1A 1AA'],
      minPrice: 12_345,
    });
    const key = JSON.stringify(inputOf(source));
    const copies = async () => (await inputsOf(operator, 'trucking')).filter((input) => JSON.stringify(input) === key);
    const before = (await copies()).length;
    const { result } = await importSheet(t.app, operator, 'trucking', await sheetOf(db(), 'trucking', [source]));
    expect(result).toMatchObject({ imported: 1, errorCount: 0 });
    expect(await copies()).toHaveLength(before + 1);
    const [row] = await db()
      .select()
      .from(tariffs)
      .where(eq(tariffs.organizationId, operator.organizationId))
      .orderBy(desc(tariffs.id))
      .limit(1);
    expect(row).toMatchObject({ clientOrganizationIds: [client], zipCodes: ['101000', 'SW1A 1AA'], minPrice: 12_345 });
    expect(await auditRows(db(), 'tariff', row!.id)).toEqual([
      { action: 'create:import', actor_user_id: operator.id, before: null, after: JSON.parse(JSON.stringify(row)) },
    ]);
  });
});

describe('a sheet with errors imports nothing', () => {
  it('names the row and the column of an unknown port in the caller’s language', async () => {
    const good = await apiTariff('sea');
    const bad = { ...good, from: { ...good.from!, code: 'XXXXX' } };
    const before = await inputsOf(alpha, 'sea');
    const later = { ...good, validTo: dayFromNow(365) };
    const sheet = await sheetOf(db(), 'sea', [good, bad, later], 'ru');
    const { result, fileId } = await importSheet(t.app, alpha, 'sea', sheet, { language: 'ru' });
    expect(result).toEqual({
      fileId,
      imported: 0,
      errorCount: 1,
      hasAnnotated: true,
      errors: [
        {
          sheet: sheetName('CONTAINER', 'ru'),
          row: 3,
          column: columnLabel('sea', 'CONTAINER', 'from', 'ru'),
          errorText: translate('ru', 'tariffs.unknown.seaPort'),
        },
      ],
    });
    expect(await inputsOf(alpha, 'sea')).toEqual(before);
  });

  it('sorts every error by sheet, row and column, with the references checked over all rows', async () => {
    const sea = await apiTariff('sea');
    const container = await apiTariff('freight-surcharges');
    // A surcharge may apply to a sea tariff of its own owner only: the marketplace's is refused.
    const applied = { ...container, variant: 'GENERAL' as const, rangeUnit: 'WM' as const, appliesToTariffId: sea.id };
    applied.lines = [{ containerTypeId: null, vehicleTypeId: null, palletTypeId: null, from: 0, to: null, price: 100 }];
    const broken = { ...container, currency: 'XXX', validTo: container.validFrom };
    const sheet = await sheetOf(db(), 'freight-surcharges', [applied, container, broken, applied]);
    const { result } = await importSheet(t.app, alpha, 'freight-surcharges', sheet);
    const unknownTariff = {
      sheet: sheetName('GENERAL', 'en'),
      column: columnLabel('freight-surcharges', 'GENERAL', 'appliesToTariffId'),
      errorText: translate('en', 'tariffs.unknown.tariff'),
    };
    expect(result.errors).toEqual([
      {
        sheet: sheetName('CONTAINER', 'en'),
        row: 3,
        column: columnLabel('freight-surcharges', 'CONTAINER', 'currency'),
        errorText: translate('en', 'tariffs.unknown.currency'),
      },
      { ...unknownTariff, row: 2 },
      { ...unknownTariff, row: 3 },
    ]);
    expect(result).toMatchObject({ imported: 0, errorCount: 3 });
  });

  it('refuses rows of a variant the partner’s profiles do not open, naming the sheet', async () => {
    const portAgent = await partner([{ kind: 'Port_agent', status: 'APPROVED' }]);
    const container = await apiTariff('port-services');
    const forwarding = await apiTariff('port-services', {
      variant: 'FORWARDING',
      rangeUnit: null,
      lines: [{ price: 5_000 }],
    });
    const sheet = await sheetOf(db(), 'port-services', [container, forwarding]);
    const { result } = await importSheet(t.app, portAgent, 'port-services', sheet);
    const name = sheetName('FORWARDING', 'en');
    expect(result).toMatchObject({
      imported: 0,
      errors: [
        {
          sheet: name,
          row: 2,
          column: null,
          errorText: translate('en', 'tariffSheets.variantNotAuthorized', { sheet: name }),
        },
      ],
    });
    expect(await inputsOf(portAgent, 'port-services')).toEqual([]);
  });

  it('refuses rows on a barred lane', async () => {
    const barred = await partner();
    const ban = await callApi(t.app, 'POST', `/organizations/${barred.organizationId}/lane-bans`, operator, {
      kind: 'sea',
      fromCountry: 'CN',
      toCountry: 'RU',
    });
    expect(ban.statusCode, ban.body).toBe(201);
    const { result } = await importSheet(t.app, barred, 'sea', await sheetOf(db(), 'sea', [await apiTariff('sea')]));
    expect(result.errors).toEqual([
      { sheet: sheetName('CONTAINER', 'en'), row: 2, column: null, errorText: translate('en', 'tariffs.laneBarred') },
    ]);
  });

  it('reports a workbook that is not the template as an error of the file', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Prices').addRow(['Origin', 'Destination']);
    const other = Buffer.from(await workbook.xlsx.writeBuffer());
    const { result } = await importSheet(t.app, alpha, 'sea', other);
    expect(result).toMatchObject({
      imported: 0,
      errorCount: 1,
      hasAnnotated: false,
      errors: [{ sheet: null, row: null, column: null, errorText: translate('en', 'tariffSheets.notTemplate') }],
    });
    workbook.getWorksheet('Prices')!.name = sheetName('CONTAINER', 'en');
    const partial = Buffer.from(await workbook.xlsx.writeBuffer());
    const missing = (await importSheet(t.app, alpha, 'sea', partial)).result;
    expect(missing.errors).toMatchObject([{ sheet: null, row: null, column: null }]);
    expect(missing.errors[0]!.errorText).toContain(columnLabel('sea', 'CONTAINER', 'validFrom'));
  });
});

describe('an operator', () => {
  it('imports for a partner it names, and not for a client', async () => {
    const owner = await partner();
    const source = await apiTariff('air-transportation');
    const sheet = await sheetOf(db(), 'air-transportation', [source]);
    const fields = { organizationId: String(owner.organizationId) };
    const { result } = await importSheet(t.app, operator, 'air-transportation', sheet, { fields });
    expect(result.imported).toBe(1);
    expect(await inputsOf(owner, 'air-transportation')).toEqual([inputOf(source)]);
    const files = await callApi(t.app, 'GET', '/tariffs/air-transportation/files', owner);
    expect(files.json().data.items).toMatchObject([{ imported: 1, uploadedBy: { id: operator.id } }]);

    const client = await createOrganization(db(), { type: 'CLIENT' });
    const refused = await upload(t.app, operator, 'air-transportation', sheet, {
      fields: { organizationId: String(client) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject([{ fieldName: 'organizationId' }]);
  });
});
