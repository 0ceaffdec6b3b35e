import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Tariff } from '@cargo/domain';
import type { TariffKind } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  auditRows,
  createActor,
  createOrganization,
  createTariffWorld,
  dayFromNow,
  tariffBody,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';

let t: TestApp;

/**
 * The kind's valid body, its validity one day longer each time: an organization may not keep two
 * tariffs of the same lane, validity and prices ("Tariff already exists").
 */
let bodies = 0;
const uniqueBody = (kind: TariffKind) => ({ ...tariffBody(kind, world), validTo: dayFromNow(90 + ++bodies) });
const db = () => t.database.db;
let world: TariffWorld;
let alpha: Actor;
let beta: Actor;

const put = (id: number, who: Actor, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/tariffs/sea/${id}`,
    headers: { ...who.headers, ...headers },
    payload: body,
  });
const read = (id: number, who: Actor = alpha) =>
  t.app.inject({ method: 'GET', url: `/api/v1/tariffs/sea/${id}`, headers: who.headers });

async function created(): Promise<Tariff> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tariffs/sea',
    headers: alpha.headers,
    payload: uniqueBody('sea'),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Tariff;
}

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  const sea = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
  alpha = await createActor(
    t.app,
    db(),
    await createOrganization(db(), { name: 'Alpha', profiles: sea }),
    'PARTNER_MANAGER',
  );
  beta = await createActor(
    t.app,
    db(),
    await createOrganization(db(), { name: 'Beta', profiles: sea }),
    'PARTNER_ADMIN',
  );
});
afterAll(() => t.close());

describe('two people editing one tariff', () => {
  it('50 concurrent PUTs with the same If-Match: one is saved, 49 are told, nothing is lost', async () => {
    const tariff = await created();
    const first = await read(tariff.id);
    expect(first.headers.etag).toBe('"1"');
    expect(first.json().data.version).toBe(1);

    const languages = ['en', 'ru', 'zh'] as const;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        put(
          tariff.id,
          alpha,
          { ...uniqueBody('sea'), comment: `edit ${i}` },
          { 'if-match': first.headers.etag as string, 'accept-language': languages[i % 3]! },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 412)).toHaveLength(49);
    answers.forEach((answer, i) => {
      if (answer.statusCode !== 412) return;
      expect(answer.json()).toEqual({
        error: { code: 'PRECONDITION_FAILED', message: translate(languages[i % 3]!, 'error.editConflict') },
        errors: [],
      });
    });

    // The one saved edit is the stored one, and the only change the audit knows of.
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect(answers[winner]!.headers.etag).toBe('"2"');
    const now = await read(tariff.id);
    expect(now.headers.etag).toBe('"2"');
    expect(now.json().data).toMatchObject({ version: 2, comment: `edit ${winner}` });
    const updates = (await auditRows(db(), 'tariff', tariff.id)).filter((row) => row.action === 'update');
    expect(updates).toHaveLength(1);
  });

  it('a stale If-Match is refused and changes nothing; the current one saves and moves the ETag on', async () => {
    const tariff = await created();
    const saved = await put(tariff.id, alpha, { ...uniqueBody('sea'), comment: 'mine' }, { 'if-match': '"1"' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');

    const stale = await put(
      tariff.id,
      alpha,
      { ...uniqueBody('sea'), comment: 'theirs' },
      { 'if-match': '"1"', 'accept-language': 'ru' },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.message).toBe(translate('ru', 'error.editConflict'));
    expect((await read(tariff.id)).json().data).toMatchObject({ version: 2, comment: 'mine' });

    // A list of tags matches when one of them does (RFC 9110 §13.1.1).
    const listed = await put(tariff.id, alpha, { ...uniqueBody('sea'), comment: 'listed' }, { 'if-match': '"1", "2"' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers.etag).toBe('"3"');
  });

  it('If-Match compares strongly: a weak tag never matches; * and no header change any version', async () => {
    const tariff = await created();
    const weak = await put(tariff.id, alpha, uniqueBody('sea'), { 'if-match': 'W/"1"' });
    expect(weak.statusCode).toBe(412);
    expect((await read(tariff.id)).headers.etag).toBe('"1"');

    const any = await put(tariff.id, alpha, uniqueBody('sea'), { 'if-match': '*' });
    expect(any.statusCode, any.body).toBe(200);
    // Integrators that send no If-Match keep working: the last of their writes wins, as before.
    const unguarded = await put(tariff.id, alpha, { ...uniqueBody('sea'), comment: 'integrator' });
    expect(unguarded.statusCode, unguarded.body).toBe(200);
    expect(unguarded.headers.etag).toBe('"3"');
    expect((await read(tariff.id)).json().data).toMatchObject({ version: 3, comment: 'integrator' });
  });

  it('refuses an If-Match that is not a list of entity tags with a field error', async () => {
    const tariff = await created();
    for (const header of ['1', '"1', 'W/1', '"1" "2"']) {
      const answer = await put(tariff.id, alpha, uniqueBody('sea'), {
        'if-match': header,
        'accept-language': 'zh',
      });
      expect(answer.statusCode, header).toBe(400);
      expect(answer.json().errors).toEqual([
        { fieldName: 'If-Match', errorText: translate('zh', 'validation.ifMatch') },
      ]);
    }
    expect((await read(tariff.id)).headers.etag).toBe('"1"');
  });

  it("another partner's tariff stays not found, whatever the If-Match", async () => {
    const tariff = await created();
    for (const header of ['"1"', '"2"']) {
      const answer = await put(tariff.id, beta, uniqueBody('sea'), { 'if-match': header });
      expect(answer.statusCode).toBe(404);
    }
    expect((await read(tariff.id, beta)).statusCode).toBe(404);
    expect((await read(tariff.id)).headers.etag).toBe('"1"');
  });

  it('a bulk change moves the version on too, so a form read before it is told', async () => {
    const tariff = await created();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tariffs/sea/bulk',
      headers: alpha.headers,
      payload: { action: 'PROLONG', ids: [tariff.id], params: { validTo: dayFromNow(400) } },
    });
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json().data.jobId as string;
    for (let tries = 0; ; tries++) {
      const job = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${jobId}`, headers: alpha.headers });
      if (job.json().data.phase === 'END') break;
      expect(tries).toBeLessThan(2000);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await read(tariff.id)).headers.etag).toBe('"2"');
    const stale = await put(tariff.id, alpha, uniqueBody('sea'), { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
  });
});
