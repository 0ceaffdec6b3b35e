import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  normalizeTariffInput,
  tariffInputSchema,
  type BulkTariffRequest,
  type BulkTariffResult,
  type Job,
  type TariffKind,
} from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  auditRows,
  callApi,
  createActor,
  createOrganization,
  createTariff,
  createTariffWorld,
  dayFromNow,
  selectRows,
  tariffBody,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';
import { insertTariffs } from './tariff-insert.repo.js';
import { tariffValues, type TariffValues } from './tariffs.repo.js';

let t: TestApp;
const db = () => t.database.db;
let world: TariffWorld;
let operator: Actor;
let alpha: Actor;
let beta: Actor;
let clientOrganization: number;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  const sea = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  alpha = await createActor(t.app, db(), await createOrganization(db(), { profiles: sea }), 'PARTNER_ADMIN');
  beta = await createActor(t.app, db(), await createOrganization(db(), { profiles: sea }), 'PARTNER_ADMIN');
  clientOrganization = await createOrganization(db(), { type: 'CLIENT' });
});
afterAll(() => t.close());

const bulk = (who: Actor, body: BulkTariffRequest, kind: TariffKind = 'sea') =>
  callApi(t.app, 'POST', `/tariffs/${kind}/bulk`, who, body);

/** Polls the job's row until END, keeping every state it was seen in. */
async function follow(jobId: string, who: Actor): Promise<Job[]> {
  const seen: Job[] = [];
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    const job = (await callApi(t.app, 'GET', `/jobs/${jobId}`, who)).json().data as Job;
    if (seen.at(-1)?.updatedAt !== job.updatedAt || seen.at(-1)?.phase !== job.phase) seen.push(job);
    if (job.phase === 'END') return seen;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`job ${jobId} did not end`);
}

/** Starts an action and waits for its END; answers the result. */
async function done(who: Actor, body: BulkTariffRequest, kind: TariffKind = 'sea'): Promise<BulkTariffResult> {
  const response = await bulk(who, body, kind);
  expect(response.statusCode, response.body).toBe(202);
  const end = (await follow(response.json().data.jobId, who)).at(-1)!;
  expect(end.error).toBeNull();
  return end.result as BulkTariffResult;
}

const tariffRows = (ids: number[]) =>
  selectRows<{ id: number; valid_to: string; organization_id: number }>(
    db(),
    sql`select id, cast(valid_to as text) as valid_to, organization_id from tariffs
        where id = any(cast(${`{${ids.join(',')}}`} as integer[])) order by id`,
  );

/**
 * Many sea tariffs of one owner at once, straight through the repo (in statements of 1,000),
 * each of its own minimum price: prolonged together, the same tariffs would be duplicates.
 */
async function manyTariffs(organizationId: number, count: number): Promise<number[]> {
  const input = normalizeTariffInput('sea', tariffInputSchema.parse(tariffBody('sea', world)));
  const values: TariffValues = tariffValues('sea', input, organizationId);
  const ids: number[] = [];
  // One statement per 1,000: 34 parameters a row stay under PostgreSQL's 65,535 a statement.
  for (let n = 0; n < count; n += 1000) {
    const rows = await insertTariffs(
      db(),
      Array.from({ length: Math.min(1000, count - n) }, (_, i) => ({ ...values, minPrice: 100_000 + n + i })),
    );
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

describe('PROLONG', () => {
  it('prolongs 10,000 tariffs in chunks, reporting START, PROGRESS and END, with an audit row each', async () => {
    const ids = await manyTariffs(alpha.organizationId, 10_000);
    const validTo = dayFromNow(400);
    const start = vi.spyOn(t.app.services.jobs, 'start');
    const began = performance.now();
    const response = await bulk(alpha, { action: 'PROLONG', ids, params: { validTo } });
    expect(response.statusCode, response.body).toBe(202);
    const { jobId } = response.json().data as { jobId: string };
    const created = (await start.mock.results[0]!.value) as Job;
    start.mockRestore();
    expect(created).toMatchObject({ id: jobId, kind: 'tariff-bulk', phase: 'START', done: 0, total: 10_000 });

    const seen = await follow(jobId, alpha);
    const elapsed = performance.now() - began;
    process.stdout.write(`PROLONG of 10,000 tariffs: ${Math.round(elapsed)} ms from the request to END\n`);
    expect(seen.some((job) => job.phase === 'PROGRESS' && job.done > 0 && job.done < 10_000)).toBe(true);
    expect(seen.at(-1)).toMatchObject({
      phase: 'END',
      done: 10_000,
      total: 10_000,
      result: { action: 'PROLONG', total: 10_000, done: 10_000, refused: 0 },
    });
    expect(elapsed).toBeLessThan(60_000);

    const rows = await tariffRows(ids);
    expect(rows.filter((row) => row.valid_to === validTo)).toHaveLength(10_000);
    const [audits] = await selectRows<{ n: number }>(
      db(),
      sql`select cast(count(*) as integer) as n from audit_log
          where entity = 'tariff' and action = 'update' and actor_user_id = ${alpha.id}
            and after->>'validTo' = ${validTo}`,
    );
    expect(audits!.n).toBe(10_000);
    const [audit] = await auditRows(db(), 'tariff', ids[0]!);
    expect(audit).toMatchObject({ action: 'update', before: { validTo: dayFromNow(90) }, after: { validTo } });
  }, 120_000);

  it('refuses a tariff that would end before it starts, and counts it', async () => {
    const early = await createTariff(db(), { organizationId: alpha.organizationId, world });
    const late = await createTariff(db(), {
      organizationId: alpha.organizationId,
      world,
      input: { validFrom: dayFromNow(30), validTo: dayFromNow(60) },
    });
    const result = await done(alpha, { action: 'PROLONG', ids: [early, late], params: { validTo: dayFromNow(20) } });
    expect(result).toMatchObject({ total: 2, done: 1, refused: 1 });
    expect((await tariffRows([early, late])).map((row) => row.valid_to)).toEqual([dayFromNow(20), dayFromNow(60)]);
  });

  it('never touches another partner’s tariffs, even by id', async () => {
    const own = await createTariff(db(), { organizationId: alpha.organizationId, world });
    const theirs = await createTariff(db(), { organizationId: beta.organizationId, world });
    const air = await createTariff(db(), { kind: 'air-transportation', organizationId: alpha.organizationId, world });
    const result = await done(alpha, {
      action: 'PROLONG',
      ids: [own, theirs, air],
      params: { validTo: dayFromNow(200) },
    });
    expect(result).toMatchObject({ total: 1, done: 1, refused: 0 });
    expect((await tariffRows([own, theirs, air])).map((row) => row.valid_to)).toEqual([
      dayFromNow(200),
      dayFromNow(90),
      dayFromNow(90),
    ]);
    expect(await auditRows(db(), 'tariff', theirs)).toEqual([]);
    const deleted = await done(alpha, { action: 'DELETE', ids: [theirs], params: {} });
    expect(deleted).toMatchObject({ total: 0, done: 0 });
    expect(await tariffRows([theirs])).toHaveLength(1);
  });
});

describe('DELETE by filter', () => {
  it('deletes the caller’s tariffs the filter selects, and audits each', async () => {
    const marked = { input: { transitDays: 77 }, world };
    const chosen = [
      await createTariff(db(), { ...marked, organizationId: alpha.organizationId }),
      await createTariff(db(), { ...marked, organizationId: alpha.organizationId }),
    ];
    const other = await createTariff(db(), { organizationId: alpha.organizationId, world });
    const betas = await createTariff(db(), { ...marked, organizationId: beta.organizationId });
    const filter = { filters: [{ field: 'transitDays', kind: 'INT_RANGE' as const, from: 77, to: 77 }] };
    const result = await done(alpha, { action: 'DELETE', filter, params: {} });
    expect(result).toEqual({ action: 'DELETE', total: 2, done: 2, refused: 0, cascaded: 0 });
    expect((await tariffRows([...chosen, other, betas])).map((row) => row.id)).toEqual([other, betas]);
    expect(await auditRows(db(), 'tariff', chosen[0]!)).toMatchObject([
      { action: 'delete', actor_user_id: alpha.id, before: { id: chosen[0], transitDays: 77 }, after: null },
    ]);
  });

  it('selects by the list’s search as well', async () => {
    // Every world's lane starts in a Shanghai: the search names one world's port exactly (in
    // lower case, as ILIKE takes it), so the same lane of another world must be left as it was.
    const elsewhere = await createTariffWorld(db());
    const [port] = await selectRows<{ name: string }>(
      db(),
      sql`select names->>'en' as name from sea_ports where id = ${elsewhere.seaPorts[0]}`,
    );
    expect(port!.name).toMatch(/^Shanghai \S+$/);
    const searched = await createTariff(db(), { organizationId: beta.organizationId, world: elsewhere });
    const unsearched = await createTariff(db(), { organizationId: beta.organizationId, world });
    const result = await done(beta, {
      action: 'PROLONG',
      filter: {
        filters: [{ field: 'validTo', kind: 'DATE_RANGE', from: dayFromNow(90) }],
        search: port!.name.toLowerCase(),
      },
      params: { validTo: dayFromNow(91) },
    });
    expect(result).toEqual({ action: 'PROLONG', total: 1, done: 1, refused: 0 });
    expect((await tariffRows([searched]))[0]!.valid_to).toBe(dayFromNow(91));
    expect((await tariffRows([unsearched]))[0]!.valid_to).toBe(dayFromNow(90));
  });
});

describe('CHANGE_OWNER', () => {
  it('is refused to a partner and done by an operator', async () => {
    // A price of its own: beta keeps the same tariff as the other tests' from elsewhere.
    const id = await createTariff(db(), { organizationId: alpha.organizationId, world, input: { minPrice: 5_432 } });
    const refused = await bulk(alpha, {
      action: 'CHANGE_OWNER',
      ids: [id],
      params: { organizationId: beta.organizationId },
    });
    expect(refused.statusCode).toBe(403);
    const result = await done(operator, {
      action: 'CHANGE_OWNER',
      ids: [id],
      params: { organizationId: beta.organizationId },
    });
    expect(result).toMatchObject({ total: 1, done: 1, refused: 0 });
    expect((await tariffRows([id]))[0]!.organization_id).toBe(beta.organizationId);
    expect((await auditRows(db(), 'tariff', id)).at(-1)).toMatchObject({
      action: 'update',
      actor_user_id: operator.id,
      before: { organizationId: alpha.organizationId },
      after: { organizationId: beta.organizationId },
    });
  });

  it('gives tariffs to partners and operators only', async () => {
    const id = await createTariff(db(), { organizationId: alpha.organizationId, world });
    for (const organizationId of [clientOrganization, 999_999]) {
      const response = await bulk(operator, { action: 'CHANGE_OWNER', ids: [id], params: { organizationId } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].fieldName).toBe('params.organizationId');
    }
  });
});

describe('a bad request', () => {
  it('is refused (400) before any job starts', async () => {
    const id = await createTariff(db(), { organizationId: alpha.organizationId, world });
    const cases: [BulkTariffRequest | object, string, TariffKind?][] = [
      [{ action: 'PROLONG', ids: [id], params: { validTo: 'tomorrow' } }, 'params.validTo'],
      [{ action: 'PROLONG', params: { validTo: dayFromNow(1) } }, 'ids'],
      [{ action: 'PROLONG', ids: [id], filter: { filters: [] }, params: { validTo: dayFromNow(1) } }, 'filter'],
      [{ action: 'PROLONG', ids: [], params: { validTo: dayFromNow(1) } }, 'ids'],
      [{ action: 'SHRINK', ids: [id], params: {} }, 'action'],
      [
        { action: 'DELETE', filter: { filters: [{ field: 'secret', kind: 'SIMPLE', value: 1 }] } },
        'filter.filters.0.field',
      ],
      [
        { action: 'DELETE', filter: { filters: [{ field: 'validTo', kind: 'SIMPLE', value: 1 }] } },
        'filter.filters.0.kind',
      ],
      [{ action: 'DELETE_SURCHARGES', ids: [id], params: {} }, 'action', 'air-transportation'],
      [{ action: 'CHANGE_OWNER', ids: [id], params: {} }, 'params.organizationId'],
    ];
    const before = await selectRows<{ n: number }>(db(), sql`select cast(count(*) as integer) as n from job_progress`);
    for (const [body, field, kind] of cases) {
      const response = await bulk(operator, body as BulkTariffRequest, kind);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors.map((error: { fieldName: string }) => error.fieldName)).toContain(field);
    }
    const after = await selectRows<{ n: number }>(db(), sql`select cast(count(*) as integer) as n from job_progress`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('is refused to clients (403) and without a token (401)', async () => {
    const client = await createActor(t.app, db(), clientOrganization, 'CLIENT');
    const body: BulkTariffRequest = { action: 'DELETE', ids: [1], params: {} };
    expect((await bulk(client, body)).statusCode).toBe(403);
    expect((await callApi(t.app, 'POST', '/tariffs/sea/bulk', undefined, body)).statusCode).toBe(401);
  });

  it('an empty selection still makes a job, which ends at once', async () => {
    const result = await done(alpha, {
      action: 'DELETE',
      filter: { filters: [], search: 'nowhere at all' },
      params: {},
    });
    expect(result).toEqual({ action: 'DELETE', total: 0, done: 0, refused: 0, cascaded: 0 });
  });
});
