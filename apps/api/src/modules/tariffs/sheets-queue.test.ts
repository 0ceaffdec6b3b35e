import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate, type Tariff } from '@cargo/domain';
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
import { followJob, sheetOf, upload } from '../../../test/tariff-sheet-uploads.js';
import { seaPorts } from '../../db/schema.js';
import { StagedTariffs } from './import-staging.js';
import { IMPORT_QUEUE } from './import.service.js';

/** Imports through the queue (an instance that runs jobs): progress, a large sheet, a failure. */

let t: TestApp;
const db = () => t.database.db;
let world: TariffWorld;
let operator: Actor;
let source: Tariff;

async function partner(): Promise<Actor> {
  const profiles = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
  return createActor(t.app, db(), await createOrganization(db(), { profiles }), 'PARTNER_ADMIN');
}

const countOf = async (organizationId: number) =>
  (
    await selectRows<{ n: number }>(
      db(),
      sql`select cast(count(*) as integer) as n from tariffs where organization_id = ${organizationId}`,
    )
  )[0]!.n;

/** Audit rows of tariffs imported by the user. */
const importAuditsBy = async (userId: number) =>
  (
    await selectRows<{ n: number }>(
      db(),
      sql`select cast(count(*) as integer) as n from audit_log where action = 'create:import' and actor_user_id = ${userId}`,
    )
  )[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ jobs: true });
  world = await createTariffWorld(db());
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  const id = await createTariff(db(), { organizationId: operator.organizationId, world });
  source = (await callApi(t.app, 'GET', `/tariffs/sea/${id}`, operator)).json().data as Tariff;
});
afterAll(() => t.close());

/**
 * `count` sea tariffs of one lane, each with a price and a comment of its own: rows alike but for
 * the comment would be one tariff (a duplicate, docs/decisions.md D99).
 */
const manyRows = (count: number, comment = (index: number) => `row ${index}`) =>
  Array.from({ length: count }, (_, index) => ({
    ...source,
    comment: comment(index),
    lines: source.lines.map((line) => ({ ...line, price: line.price + index })),
  }));

describe('an import through the queue', () => {
  it('imports 10,000 rows, reporting START, PROGRESS and END', async () => {
    const owner = await partner();
    const sheet = await sheetOf(db(), 'sea', manyRows(10_000));
    const send = vi.spyOn(t.jobs!, 'send');
    const began = performance.now();
    const response = await upload(t.app, owner, 'sea', sheet);
    expect(response.statusCode, response.body).toBe(202);
    const { jobId } = response.json().data as { jobId: string };
    expect(send).toHaveBeenCalledWith(IMPORT_QUEUE, expect.objectContaining({ jobId, kind: 'sea' }));
    send.mockRestore();

    const seen = await followJob(t.app, jobId, owner);
    const elapsed = performance.now() - began;
    process.stdout.write(
      `import of 10,000 sea rows (${(sheet.length / 1024).toFixed(0)} KB) on ${t.database.engine}: ${Math.round(elapsed)} ms from the upload to END\n`,
    );
    expect(elapsed).toBeLessThan(120_000);
    expect(seen[0]).toMatchObject({ phase: 'START', done: 0 });
    expect(seen.some((job) => job.phase === 'PROGRESS' && job.done > 0 && job.done < 10_000)).toBe(true);
    expect(seen.at(-1)).toMatchObject({
      phase: 'END',
      done: 10_000,
      total: 10_000,
      error: null,
      result: { imported: 10_000, errorCount: 0, errors: [] },
    });
    expect(await countOf(owner.organizationId)).toBe(10_000);
    expect(await importAuditsBy(owner.id)).toBe(10_000);
  }, 180_000);

  it('lists at most 1,000 errors and counts them all', async () => {
    const owner = await partner();
    const rows = manyRows(1_200).map((row) => ({ ...row, currency: 'XXX' }));
    const response = await upload(t.app, owner, 'sea', await sheetOf(db(), 'sea', rows));
    const end = (await followJob(t.app, response.json().data.jobId, owner)).at(-1)!;
    expect(end.result).toMatchObject({ imported: 0, errorCount: 1_200, hasAnnotated: true });
    const { errors } = end.result as { errors: { row: number }[] };
    expect(errors).toHaveLength(1_000);
    expect(errors.map((error) => error.row)).toEqual(Array.from({ length: 1_000 }, (_, index) => index + 2));
  }, 60_000);

  it('saves no batch when a row of a later one is barred, and names that row', async () => {
    const owner = await partner();
    // Sea from Saint Petersburg (RU) to Shanghai (CN) is barred for the owner; the source's lane is CN to RU.
    const ban = await callApi(t.app, 'POST', `/organizations/${owner.organizationId}/lane-bans`, operator, {
      kind: 'sea',
      fromCountry: 'RU',
      toCountry: 'CN',
    });
    expect(ban.statusCode, ban.body).toBe(201);
    // Past the first resolve batch (5,000 rows), whose rows passed every check.
    const rows = manyRows(6_000);
    rows[5_999] = { ...rows[5_999]!, from: source.to, to: source.from };
    const response = await upload(t.app, owner, 'sea', await sheetOf(db(), 'sea', rows));
    const end = (await followJob(t.app, response.json().data.jobId, owner)).at(-1)!;
    expect(end).toMatchObject({ phase: 'END', error: null });
    expect(end.result).toMatchObject({
      imported: 0,
      errorCount: 1,
      errors: [{ row: 6_001, errorText: translate('en', 'tariffs.laneBarred') }],
    });
    expect(await countOf(owner.organizationId)).toBe(0);
    expect(await importAuditsBy(owner.id)).toBe(0);
  }, 120_000);

  it('saves nothing when a port it relied on is deactivated while the file is read', async () => {
    const owner = await partner();
    const sheet = await sheetOf(db(), 'sea', manyRows(3));
    // The operator's change lands after the rows were checked and before the transaction.
    const write = StagedTariffs.prototype.write;
    const spy = vi.spyOn(StagedTariffs.prototype, 'write').mockImplementation(async function (
      this: StagedTariffs,
      rows,
    ) {
      await db().update(seaPorts).set({ active: false }).where(eq(seaPorts.id, world.seaPorts[1]));
      return write.call(this, rows);
    });
    try {
      const response = await upload(t.app, owner, 'sea', sheet, { language: 'ru' });
      const end = (await followJob(t.app, response.json().data.jobId, owner)).at(-1)!;
      expect(end).toMatchObject({ phase: 'END', error: null });
      expect(end.result).toMatchObject({
        imported: 0,
        errorCount: 1,
        errors: [
          { sheet: null, row: null, column: null, errorText: translate('ru', 'tariffSheets.referencesChanged') },
        ],
      });
      expect(await countOf(owner.organizationId)).toBe(0);
    } finally {
      spy.mockRestore();
      await db().update(seaPorts).set({ active: true }).where(eq(seaPorts.id, world.seaPorts[1]));
    }
  });

  it('saves nothing when it fails halfway through saving, and the job ends with an error', async () => {
    const owner = await partner();
    // The 1,500th row fails in the database, after the first 1,000 were inserted.
    await db().execute(sql`
      create function fail_on_boom() returns trigger language plpgsql as $$
      begin
        if new.comment = 'boom' then raise exception 'boom'; end if;
        return new;
      end $$`);
    await db().execute(sql`
      create trigger tariffs_boom before insert on tariffs for each row execute function fail_on_boom()`);
    try {
      const sheet = await sheetOf(
        db(),
        'sea',
        manyRows(2_000, (index) => (index === 1_499 ? 'boom' : `row ${index}`)),
      );
      const response = await upload(t.app, owner, 'sea', sheet);
      const { jobId, fileId } = response.json().data as { jobId: string; fileId: number };
      const end = (await followJob(t.app, jobId, owner)).at(-1)!;
      expect(end).toMatchObject({ phase: 'END', error: 'service.serverError', result: null });
      expect(await countOf(owner.organizationId)).toBe(0);
      const files = (await callApi(t.app, 'GET', '/tariffs/sea/files', owner)).json().data.items;
      expect(files).toMatchObject([{ id: fileId, imported: null, errorCount: null, hasAnnotated: false }]);
    } finally {
      await db().execute(sql`drop trigger tariffs_boom on tariffs`);
      await db().execute(sql`drop function fail_on_boom()`);
    }
  }, 60_000);
});
