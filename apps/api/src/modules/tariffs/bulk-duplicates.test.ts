import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { translate, type BulkTariffRequest, type BulkTariffResult, type Job } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createTariff,
  createTariffWorld,
  dayFromNow,
  selectRows,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';

/**
 * PROLONG and CHANGE_OWNER rewrite a tariff's validity or owner, which are part of what makes two
 * tariffs the same: they refuse, whole and naming the tariffs, a selection that would make a
 * duplicate, as the form and the rate sheet refuse one ("Tariff already exists").
 */

let t: TestApp;
const db = () => t.database.db;
let world: TariffWorld;
let operator: Actor;
let alpha: Actor;
let beta: Actor;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  const sea = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  alpha = await createActor(t.app, db(), await createOrganization(db(), { profiles: sea }), 'PARTNER_ADMIN');
  beta = await createActor(t.app, db(), await createOrganization(db(), { profiles: sea }), 'PARTNER_ADMIN');
});
afterAll(() => t.close());

const bulk = (who: Actor, body: BulkTariffRequest) => callApi(t.app, 'POST', '/tariffs/sea/bulk', who, body);
/** A sea tariff of `who`'s organization, the same as the others but for its validity's end and `minPrice`. */
const tariff = (who: Actor, validTo: number, minPrice = 100) =>
  createTariff(db(), {
    organizationId: who.organizationId,
    world,
    input: { validFrom: dayFromNow(-10), validTo: dayFromNow(validTo), minPrice },
  });
const rows = (ids: number[]) =>
  selectRows<{ id: number; valid_to: string; organization_id: number }>(
    db(),
    sql`select id, cast(valid_to as text) as valid_to, organization_id from tariffs
        where id = any(cast(${`{${ids.join(',')}}`} as integer[])) order by id`,
  );
const named = (ids: number[]) =>
  ids.map((id) => ({ fieldName: `tariffs.${id}`, errorText: translate('en', 'tariffs.alreadyExists') }));

async function ended(who: Actor, jobId: string): Promise<Job> {
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    const job = (await callApi(t.app, 'GET', `/jobs/${jobId}`, who)).json().data as Job;
    if (job.phase === 'END') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`job ${jobId} did not end`);
}

describe('bulk actions that would duplicate a tariff', () => {
  it('refuses a PROLONG onto a stored tariff, and one making two selected tariffs the same, changing none', async () => {
    const [short, long, other] = [await tariff(alpha, 30), await tariff(alpha, 60), await tariff(alpha, 30, 200)];
    const before = await rows([short, long, other]);

    const onto = await bulk(alpha, { action: 'PROLONG', ids: [short, other], params: { validTo: dayFromNow(60) } });
    expect(onto.statusCode, onto.body).toBe(409);
    expect(onto.json()).toEqual({
      error: { code: 'CONFLICT', message: translate('en', 'tariffs.alreadyExists') },
      errors: named([short]),
    });

    const together = await bulk(alpha, {
      action: 'PROLONG',
      ids: [short, long, other],
      params: { validTo: dayFromNow(90) },
    });
    expect(together.statusCode, together.body).toBe(409);
    expect(together.json().errors).toEqual(named([short, long]));
    expect(await rows([short, long, other])).toEqual(before);

    // Without the duplicate the same action passes: `other` differs by its price.
    const fine = await bulk(alpha, { action: 'PROLONG', ids: [long, other], params: { validTo: dayFromNow(90) } });
    expect(fine.statusCode, fine.body).toBe(202);
    expect((await ended(alpha, fine.json().data.jobId)).result).toMatchObject({ done: 2, refused: 0 });
  });

  it('refuses a CHANGE_OWNER onto the new owner’s same tariff, moving nothing', async () => {
    const mine = await tariff(alpha, 120);
    const theirs = await tariff(beta, 120);
    const moved = await callApi(t.app, 'POST', '/tariffs/sea/bulk', operator, {
      action: 'CHANGE_OWNER',
      ids: [mine],
      params: { organizationId: beta.organizationId },
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().errors).toEqual(named([mine]));
    expect((await rows([mine, theirs])).map((row) => row.organization_id)).toEqual([
      alpha.organizationId,
      beta.organizationId,
    ]);
  });

  it('leaves out, in the job, a change that became a duplicate after the request was answered', async () => {
    const early = await tariff(alpha, 150);
    const job = await t.app.services.jobs.start(
      { userId: alpha.id, organizationId: alpha.organizationId, roles: ['PARTNER_ADMIN'], sessionId: 'test' },
      'tariff-bulk',
      1,
    );
    // The same tariff until D+180 is saved between the check and the job's chunk.
    const late = await tariff(alpha, 180);
    const failure = await t.app.services.tariffsBulk.run({
      jobId: job.id,
      caller: { userId: alpha.id, organizationId: alpha.organizationId, roles: ['PARTNER_ADMIN'], sessionId: 'test' },
      kind: 'sea',
      work: { action: 'PROLONG', params: { validTo: dayFromNow(180) } },
      ids: [early],
    });
    expect(failure).toBeUndefined();
    expect((await ended(alpha, job.id)).result as BulkTariffResult).toMatchObject({ done: 0, refused: 1 });
    expect((await rows([early, late])).map((row) => row.valid_to)).toEqual([dayFromNow(150), dayFromNow(180)]);
  });
});
