import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AddSurchargesParams, BulkTariffRequest, BulkTariffResult, Job, TariffKind } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  auditRows,
  callApi,
  createActor,
  createOrganization,
  createTariff,
  createTariffWorld,
  selectRows,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';
import { BULK_QUEUE } from './bulk-job.js';

/** These run through pg-boss: the app has a queue, as an instance with JOBS_ENABLED has. */
let t: TestApp;
let base: string;
const db = () => t.database.db;
let world: TariffWorld;
let other: TariffWorld;
let operator: Actor;
let alpha: Actor;
let beta: Actor;

beforeAll(async () => {
  t = await createTestApp({ jobs: true });
  world = await createTariffWorld(db());
  other = await createTariffWorld(db());
  const sea = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  alpha = await createActor(t.app, db(), await createOrganization(db(), { profiles: sea }), 'PARTNER_ADMIN');
  beta = await createActor(t.app, db(), await createOrganization(db(), { profiles: sea }), 'PARTNER_ADMIN');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const bulk = (who: Actor, body: BulkTariffRequest, kind: TariffKind = 'sea') =>
  callApi(t.app, 'POST', `/tariffs/${kind}/bulk`, who, body);

/** The job's server-sent events until it ends, as the browser follows them. */
async function events(jobId: string, who: Actor): Promise<{ name: string; job: Job }[]> {
  const response = await fetch(`${base}/api/v1/jobs/${jobId}/events`, { headers: who.headers });
  expect(response.status).toBe(200);
  return (await response.text())
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [name, data] = block.split('\n');
      return { name: name!.slice(7), job: JSON.parse(data!.slice(6)) as Job };
    });
}

async function done(who: Actor, body: BulkTariffRequest): Promise<BulkTariffResult> {
  const response = await bulk(who, body);
  expect(response.statusCode, response.body).toBe(202);
  const stream = await events(response.json().data.jobId, who);
  expect(stream[0]!.job.kind).toBe('tariff-bulk');
  const end = stream.at(-1)!;
  expect(end).toMatchObject({ name: 'end', job: { phase: 'END', error: null } });
  return end.job.result as BulkTariffResult;
}

const params = (w: TariffWorld, changes: Partial<AddSurchargesParams> = {}): AddSurchargesParams => ({
  surchargeId: w.surcharge,
  surchargeType: 'ON_FREIGHT',
  tarification: 'ABSOLUTE',
  currency: w.currency,
  lines: [
    { containerTypeId: w.containerTypes[0], price: 5_000 },
    { containerTypeId: w.containerTypes[1], price: 9_000 },
  ],
  ...changes,
});

interface SurchargeRow {
  id: number;
  organization_id: number;
  variant: string;
  from_id: number | null;
  to_id: number | null;
  valid_to: string;
  surcharge_id: number;
  applies_to_tariff_id: number;
  lines: { containerTypeId: number; price: number }[];
}
const surchargesOf = (seaIds: number[]) =>
  selectRows<SurchargeRow>(
    db(),
    sql`select id, organization_id, variant, from_id, to_id, cast(valid_to as text) as valid_to, surcharge_id,
          applies_to_tariff_id, lines
        from tariffs where kind = 'freight-surcharges'
          and applies_to_tariff_id = any(cast(${`{${seaIds.join(',')}}`} as integer[]))
        order by applies_to_tariff_id, id`,
  );

const seaTariff = (owner: Actor, input: object = {}) =>
  createTariff(db(), { organizationId: owner.organizationId, world, input });
/** An LCL sea tariff: one W/M range. */
const lclBody = () => ({
  variant: 'GENERAL',
  carrierId: world.consolidator,
  rangeUnit: 'WM',
  lines: [{ from: 0, price: 100 }],
});

describe('ADD_SURCHARGES and DELETE_SURCHARGES, through the job queue', () => {
  it('adds a surcharge value to each sea tariff, then deletes them, one surcharge at a time', async () => {
    const ids = [await seaTariff(alpha), await seaTariff(alpha, { validTo: '2031-12-31' })];
    const result = await done(alpha, { action: 'ADD_SURCHARGES', ids, params: params(world) });
    expect(result).toEqual({ action: 'ADD_SURCHARGES', total: 2, done: 2, refused: 0, created: 2 });
    const values = await surchargesOf(ids);
    expect(values.map((value) => value.applies_to_tariff_id)).toEqual(ids);
    expect(values[1]).toMatchObject({
      organization_id: alpha.organizationId,
      variant: 'CONTAINER',
      from_id: world.seaPorts[0],
      to_id: world.seaPorts[1],
      valid_to: '2031-12-31',
      surcharge_id: world.surcharge,
      lines: [
        { containerTypeId: world.containerTypes[0], price: 5_000 },
        { containerTypeId: world.containerTypes[1], price: 9_000 },
      ],
    });
    expect(await auditRows(db(), 'tariff', values[0]!.id)).toMatchObject([
      { action: 'create', actor_user_id: alpha.id, before: null, after: { appliesToTariffId: ids[0] } },
    ]);
    // The partner reads them as its own surcharge values.
    const read = await callApi(t.app, 'GET', `/tariffs/freight-surcharges/${values[0]!.id}`, alpha);
    expect(read.json().data).toMatchObject({ appliesToTariffId: ids[0], editable: true });

    await done(alpha, { action: 'ADD_SURCHARGES', ids: [ids[0]!], params: params(other) });
    expect(await surchargesOf(ids)).toHaveLength(3);
    const first = await done(alpha, { action: 'DELETE_SURCHARGES', ids, params: { surchargeId: other.surcharge } });
    expect(first).toEqual({ action: 'DELETE_SURCHARGES', total: 2, done: 2, refused: 0, deleted: 1 });
    expect((await surchargesOf(ids)).map((value) => value.surcharge_id)).toEqual([world.surcharge, world.surcharge]);
    const rest = await done(alpha, {
      action: 'DELETE_SURCHARGES',
      filter: { filters: [{ field: 'id', kind: 'SELECT', values: ids }] },
      params: {},
    });
    expect(rest).toMatchObject({ total: 2, deleted: 2 });
    expect(await surchargesOf(ids)).toEqual([]);
    expect((await auditRows(db(), 'tariff', values[0]!.id)).at(-1)).toMatchObject({ action: 'delete', after: null });

    const [queued] = await selectRows<{ n: number }>(
      db(),
      sql`select cast(count(*) as integer) as n from pgboss.job where name = ${BULK_QUEUE} and state = 'completed'`,
    );
    expect(queued!.n).toBe(4);
  });

  it('refuses, one by one, tariffs the lines do not fit, and leaves other tenants’ tariffs alone', async () => {
    const container = await seaTariff(alpha);
    const lcl = await seaTariff(alpha, lclBody());
    const theirs = await seaTariff(beta);
    const result = await done(alpha, {
      action: 'ADD_SURCHARGES',
      ids: [container, lcl, theirs],
      params: params(world),
    });
    expect(result).toMatchObject({ total: 2, done: 1, refused: 1, created: 1 });
    expect((await surchargesOf([container, lcl, theirs])).map((value) => value.applies_to_tariff_id)).toEqual([
      container,
    ]);
  });

  it('takes a sea tariff’s values with it when it is deleted or changes owner', async () => {
    // A price of its own: beta, the new owner, may keep the same tariff from another test.
    const moved = await seaTariff(alpha, { minPrice: 4_321 });
    const deleted = await seaTariff(alpha);
    await done(alpha, { action: 'ADD_SURCHARGES', ids: [moved, deleted], params: params(world) });
    const [, value] = await surchargesOf([moved, deleted]);
    const owner = await done(operator, {
      action: 'CHANGE_OWNER',
      ids: [moved],
      params: { organizationId: beta.organizationId },
    });
    expect(owner).toMatchObject({ done: 1, cascaded: 1 });
    expect((await surchargesOf([moved]))[0]!.organization_id).toBe(beta.organizationId);
    const gone = await done(alpha, { action: 'DELETE', ids: [deleted], params: {} });
    expect(gone).toEqual({ action: 'DELETE', total: 1, done: 1, refused: 0, cascaded: 1 });
    expect(await surchargesOf([deleted])).toEqual([]);
    expect((await auditRows(db(), 'tariff', value!.id)).at(-1)).toMatchObject({ action: 'delete:cascade' });
  });
});

describe('ADD_SURCHARGES refused before the job', () => {
  it('answers 400 for params that fit no selected tariff, and for kinds other than sea', async () => {
    const container = await seaTariff(alpha);
    const lcl = await seaTariff(alpha, lclBody());
    const cases: [number[], Partial<AddSurchargesParams>, string][] = [
      [[container], { surchargeId: world.seaLine }, 'params.surchargeId'],
      [[container], { currency: 'XXX' }, 'params.currency'],
      [
        [container],
        { tarification: 'RELATIVE', lines: [{ containerTypeId: world.containerTypes[0], price: 20_000 }] },
        'params.lines.0.price',
      ],
      [[container], { lines: [{ containerTypeId: world.vehicleType, price: 1 }] }, 'params.lines.0.containerTypeId'],
      [[lcl], {}, 'params.lines.0.from'],
      [[], { currency: 'XXX' }, 'params.currency'],
    ];
    for (const [ids, changes, field] of cases) {
      const body: BulkTariffRequest = ids.length
        ? { action: 'ADD_SURCHARGES', ids, params: params(world, changes) }
        : { action: 'ADD_SURCHARGES', filter: { filters: [], search: 'nowhere' }, params: params(world, changes) };
      const response = await bulk(alpha, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors.map((error: { fieldName: string }) => error.fieldName)).toContain(field);
    }
    const air = await bulk(
      operator,
      { action: 'ADD_SURCHARGES', ids: [container], params: params(world) },
      'air-transportation',
    );
    expect(air.statusCode).toBe(400);
    expect(air.json().errors[0].fieldName).toBe('action');
  });

  it('answers 403 to a partner whose profiles do not open surcharge values', async () => {
    const airline = await createOrganization(db(), { profiles: [{ kind: 'Air_carrier', status: 'APPROVED' }] });
    const someone = await createActor(t.app, db(), airline, 'PARTNER_ADMIN');
    const response = await bulk(someone, { action: 'ADD_SURCHARGES', ids: [1], params: params(world) });
    expect(response.statusCode).toBe(403);
  });
});
