import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  quotationsWithLegs,
  WEB_CLIENT_AUTHORIZATION,
  type Calculation,
  type Job,
  type Tariff,
  type TariffImportResult,
} from '@cargo/domain';
import { copyPostgresTemplate, testConfig } from '../test/harness.js';
import { startInstanceProcess, type InstanceProcess } from '../test/instance-process.js';
import {
  callApi,
  createActor,
  createOrganization,
  createQuoteRates,
  createTariffWorld,
  createUser,
  quoteRequest,
  selectRows,
  signIn,
  tariffBody,
  type Actor,
  type TariffWorld,
} from '../test/factories.js';
import { sheetOf, upload } from '../test/tariff-sheet-uploads.js';
import { openPostgres, type Database } from './db/connection.js';
import { startJobQueue, type JobQueue } from './jobs/job-queue.js';
import { createLogger } from './logger.js';
import { resolveSigningKey } from './modules/auth/index.js';
import { SESSION_CHECK_MS } from './modules/credentials/index.js';
import { SWEEP_QUEUE } from './modules/mail/index.js';
import type { App } from './app.js';
import { buildServer } from './server.js';

/**
 * Two instances of the API on one PostgreSQL database, as production runs them behind a proxy:
 * A is a server in this process (the factories drive it), B is main.ts in a process of its own,
 * reached over HTTP, so nothing held in one's memory can reach the other. Both run jobs and keep
 * uploads in one FILES_DIR (README, "Several instances").
 */

/** How long a change on one instance may take to reach the other (issue 29). */
const WITHIN_MS = 1000;

let databaseUrl: string;
let database: Database;
let jobs: JobQueue;
let a: App;
let b: InstanceProcess;
let filesDir: string;
let world: TariffWorld;
let partner: Actor;
let client: Actor;

beforeAll(async () => {
  databaseUrl = await copyPostgresTemplate();
  filesDir = path.join(tmpdir(), 'cargo-test-files', randomBytes(6).toString('hex'));
  // B takes seconds to start (its own Node and imports): A is set up meanwhile.
  const starting = startInstanceProcess({ DATABASE_URL: databaseUrl, FILES_DIR: filesDir });
  try {
    database = await openPostgres(databaseUrl, 5);
    const logger = createLogger('silent');
    jobs = await startJobQueue(database, logger, { pollingIntervalSeconds: 0.5, scheduleCheckSeconds: 1 });
    a = await buildServer({ config: testConfig({ FILES_DIR: filesDir }), database, logger, jobs });
    world = await createTariffWorld(database.db);
    await createQuoteRates(database.db, world);
    const lines = await createOrganization(database.db, {
      name: 'Twin Lines',
      profiles: [{ kind: 'Sea_transportation', status: 'APPROVED' }],
    });
    partner = await createActor(a, database.db, lines, 'PARTNER_ADMIN');
    client = await createActor(a, database.db, await createOrganization(database.db, { type: 'CLIENT' }), 'CLIENT');
  } finally {
    b = await starting;
  }
}, 120_000);

afterAll(async () => {
  await b?.stop();
  await a?.close();
  await jobs?.stop();
  await database?.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** A call to B as `who`, JSON in and out. */
function callB(method: 'GET' | 'POST', url: string, who?: { headers: Record<string, string> }, body?: object) {
  return fetch(`${b.url}${url}`, {
    method,
    headers: { ...(who?.headers ?? {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/**
 * Asks `probe` until it answers true; answers how long after `since` the last probe began that
 * still answered false (0 if none did). A probe that began later than that saw the change, so it
 * bounds how stale the other instance was, however slowly the probes themselves ran.
 */
async function staleFor(since: number, probe: () => Promise<boolean>, giveUpMs = 5_000): Promise<number> {
  let stale = 0;
  for (;;) {
    const began = performance.now();
    if (await probe()) return stale;
    stale = began - since;
    if (performance.now() - since > giveUpMs) throw new Error(`no change seen in ${giveUpMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('two instances on one database', () => {
  it('quotes on one a tariff written through the other within a second', async () => {
    const price = 271_828;
    const seaPricesOnB = async () => {
      const response = await callB('POST', '/api/v1/orders/calculations', client, quoteRequest(world));
      expect(response.status).toBe(201);
      const calculation = ((await response.json()) as { data: Calculation }).data;
      return quotationsWithLegs(calculation).map((quotation) => quotation.legs[0]?.cost?.amount);
    };
    // B's index is built now, before the tariff exists: the change must reach a running index.
    expect(await seaPricesOnB()).not.toContain(price);
    const body = { ...tariffBody('sea', world), lines: [{ containerTypeId: world.containerTypes[1], price }] };
    const written = await callApi(a, 'POST', '/tariffs/sea', partner, body);
    expect(written.statusCode, written.body).toBe(201);
    const stale = await staleFor(performance.now(), async () => (await seaPricesOnB()).includes(price));
    expect(stale).toBeLessThan(WITHIN_MS);
  });

  it('signs with one key when both start together on a new database', async () => {
    const fresh = await copyPostgresTemplate();
    const [one, two] = await Promise.all([openPostgres(fresh, 2), openPostgres(fresh, 2)]);
    try {
      const keys = await Promise.all([resolveSigningKey(one.db, undefined), resolveSigningKey(two.db, undefined)]);
      expect(Buffer.from(keys[0]).toString()).toBe(Buffer.from(keys[1]).toString());
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('honours on one a sign-in made on the other, its refresh, and its sign-out within a second', async () => {
    const user = await createUser(database.db, { organizationId: client.organizationId, roles: ['CLIENT'] });
    const fromA = await signIn(a, user);
    const current = await callB('GET', '/api/v1/users/current', {
      headers: { authorization: `Bearer ${fromA.access_token}` },
    });
    expect(current.status).toBe(200);
    expect(((await current.json()) as { data: { id: number } }).data.id).toBe(user.id);

    const refreshed = await fetch(`${b.url}/oauth2/token`, {
      method: 'POST',
      headers: { authorization: WEB_CLIENT_AUTHORIZATION, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: fromA.refresh_token }).toString(),
    });
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
    const fromB = (await refreshed.json()) as { access_token: string };
    const onA = { authorization: `Bearer ${fromB.access_token}` };
    // A call that only the access check (plugins/access.ts) guards: /users/current reads the
    // session itself, which would hide a session check that trusts its memory too long.
    const callOnA = async () =>
      (await a.inject({ method: 'GET', url: `/api/v1/jobs/${randomUUID()}`, headers: onA })).statusCode;
    // A now remembers the session as standing (session-check.ts), which the sign-out on B must overcome.
    expect(await callOnA()).toBe(404);

    expect((await callB('GET', '/api/v1/logout', { headers: onA })).status).toBe(200);
    const stale = await staleFor(performance.now(), async () => (await callOnA()) === 401);
    expect(stale).toBeLessThan(Math.min(SESSION_CHECK_MS, WITHIN_MS) + 1);
  });

  it("streams from one the progress of an import started on the other, to the import's end", async () => {
    const created = await callApi(a, 'POST', '/tariffs/sea', partner, tariffBody('sea', world));
    const source = created.json().data as Tariff;
    // Tariffs of their own (a price apiece: a price alike would make a duplicate of the source).
    const rows = Array.from({ length: 500 }, (_, index) => ({
      ...source,
      lines: source.lines.map((line) => ({ ...line, price: line.price + index + 1 })),
    }));
    const started = await upload(a, partner, 'sea', await sheetOf(database.db, 'sea', rows));
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json().data as { jobId: string };

    const events: { name: string; job: Job }[] = [];
    const stream = await callB('GET', `/api/v1/jobs/${jobId}/events`, partner);
    expect(stream.status).toBe(200);
    let text = '';
    for await (const chunk of stream.body!.pipeThrough(new TextDecoderStream())) {
      text += chunk;
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const name = /^event: (\w+)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (name && data) events.push({ name, job: JSON.parse(data) as Job });
      }
    }
    const last = events.at(-1)!;
    expect(last.name, JSON.stringify(last.job)).toBe('end');
    expect((last.job.result as TariffImportResult).imported, JSON.stringify(last.job)).toBe(rows.length);
    // The stream opened while the import was still to do or under way, and followed it.
    expect(events[0]!.name).not.toBe('end');
    const done = events.map((event) => event.job.done ?? 0);
    expect(done).toEqual([...done].sort((x, y) => x - y));
  });

  it('runs a scheduled job once, not once per instance', async () => {
    // Both instances schedule the outbox sweep every minute (mail.service.ts) and look at the
    // schedules, A every second and B every 30 s. pg-boss fires a schedule through its send-it
    // queue, one job per schedule and minute (its singleton); each fired minute sends one sweep.
    const count = async () => {
      const [row] = await selectRows<{ completed: number; sweeps: number; minutes: number }>(
        database.db,
        sql`select
          (select count(*) from pgboss.job where name = ${SWEEP_QUEUE} and state = 'completed')::int as completed,
          (select count(*) from pgboss.job where name = ${SWEEP_QUEUE})::int as sweeps,
          (select count(distinct singleton_on) from pgboss.job
            where name = '__pgboss__send-it' and data->>'name' = ${SWEEP_QUEUE})::int as minutes`,
      );
      return row!;
    };
    const giveUp = performance.now() + 20_000;
    while ((await count()).completed === 0) {
      if (performance.now() > giveUp) throw new Error(`no sweep ran in 20 s; B said: ${b.errors()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { sweeps, minutes } = await count();
    expect(minutes).toBeGreaterThan(0);
    expect(sweeps).toBeLessThanOrEqual(minutes);
  });
});
