import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, Job, Role } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { callApi, createActor, createOrganization, type Actor } from '../../../test/factories.js';
import type { Caller } from '../auth/index.js';

let t: TestApp;
let base: string;
let partner: Actor;
let colleague: Actor;
let stranger: Actor;
let operator: Actor;
const db = () => t.database.db;
const actor = (organizationId: number, role: Role) => createActor(t.app, db(), organizationId, role);
const callerOf = (who: Actor, role: Role): Caller => ({
  userId: who.id,
  organizationId: who.organizationId,
  roles: [role],
  sessionId: 'test',
});

beforeAll(async () => {
  t = await createTestApp();
  const carrier = await createOrganization(db(), { type: 'PARTNER' });
  partner = await actor(carrier, 'PARTNER_ADMIN');
  colleague = await actor(carrier, 'PARTNER_MANAGER');
  stranger = await actor(await createOrganization(db(), { type: 'PARTNER' }), 'PARTNER_ADMIN');
  operator = await actor(await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const read = async (id: string, who: Actor) => callApi(t.app, 'GET', `/jobs/${id}`, who);

describe('a job’s progress', () => {
  it('is read by its organization and operators, and by nobody else', async () => {
    const jobs = t.app.services.jobs;
    const job = await jobs.start(callerOf(partner, 'PARTNER_ADMIN'), 'tariff-import', 3);
    expect((await read(job.id, colleague)).json().data).toMatchObject({ phase: 'START', done: 0, total: 3 });
    expect((await read(job.id, operator)).statusCode).toBe(200);
    expect((await read(job.id, stranger)).statusCode).toBe(404);
    expect((await callApi(t.app, 'GET', `/jobs/${job.id}`)).statusCode).toBe(401);
    expect((await read('not-a-job', partner)).statusCode).toBe(400);

    const reporter = jobs.reporter(job.id);
    await reporter.progress(3, 3);
    expect((await read(job.id, partner)).json().data).toMatchObject({ phase: 'PROGRESS', done: 3, total: 3 });
    await reporter.end({ imported: 3, errors: [] });
    expect((await read(job.id, partner)).json().data).toMatchObject({
      phase: 'END',
      result: { imported: 3, errors: [] },
      error: null,
    });
  });

  it('writes progress at most every quarter second, but always the last item', async () => {
    const jobs = t.app.services.jobs;
    const job = await jobs.start(callerOf(partner, 'PARTNER_ADMIN'), 'tariff-bulk', 1000);
    const reporter = jobs.reporter(job.id);
    await reporter.progress(1);
    await reporter.progress(2);
    expect((await read(job.id, partner)).json().data.done).toBe(1);
    await reporter.progress(1000, 1000);
    expect((await read(job.id, partner)).json().data.done).toBe(1000);
  });

  it('streams START, PROGRESS and END as server-sent events, then closes', async () => {
    const jobs = t.app.services.jobs;
    const job = await jobs.start(callerOf(partner, 'PARTNER_ADMIN'), 'tariff-bulk', 10_000);
    const response = await fetch(`${base}/api/v1/jobs/${job.id}/events`, { headers: partner.headers });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reporter = jobs.reporter(job.id);
    const work = (async () => {
      for (let done = 2500; done <= 10_000; done += 2500) {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await reporter.progress(done);
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
      await reporter.end({ prolonged: 10_000 });
    })();
    const text = await response.text();
    await work;
    const events = text
      .split('\n\n')
      .filter((block) => block.startsWith('event:'))
      .map((block) => {
        const [name, data] = block.split('\n');
        return { name: name!.slice(7), job: JSON.parse(data!.slice(6)) as Job };
      });
    expect(events[0]).toMatchObject({ name: 'start', job: { phase: 'START' } });
    expect(events.some((e) => e.name === 'progress' && e.job.done > 0 && e.job.done < 10_000)).toBe(true);
    expect(events.at(-1)).toMatchObject({ name: 'end', job: { phase: 'END', result: { prolonged: 10_000 } } });
  });

  it('refuses the stream of another organization’s job with an ordinary 404', async () => {
    const job = await t.app.services.jobs.start(callerOf(partner, 'PARTNER_ADMIN'), 'tariff-import');
    const response = await fetch(`${base}/api/v1/jobs/${job.id}/events`, { headers: stranger.headers });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.code).toBe('NOT_FOUND');
  });
});
