import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  encodeFilters,
  EXPIRED_TARIFF_CATEGORIES,
  EXPIRING_WITHIN_DAYS,
  type ExpiredTariffCategory,
  type Filter,
} from '@cargo/domain';
import type { TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createTariff,
  createTariffWorld,
  dayFromNow,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';
import { createLogger } from '../../logger.js';
import type * as ExpiredRepo from './expired.repo.js';

/**
 * The categories whose count query fails, to see a failure counted as 0 (Product specification, domain §7). Test
 * files share a worker's modules (vitest.config.ts), so the server is imported afresh below, after
 * `vi.resetModules()`, for its routes to read the repository through this mock.
 */
const failing = vi.hoisted(() => new Set<string>());
vi.mock('./expired.repo.js', async (importOriginal) => {
  const original = await importOriginal<typeof ExpiredRepo>();
  return {
    ...original,
    countExpiredTariffs: (...args: Parameters<typeof original.countExpiredTariffs>) =>
      failing.has(args[2]) ? Promise.reject(new Error('count failed')) : original.countExpiredTariffs(...args),
  };
});

let t: TestApp;
const db = () => t.database.db;
const lines: { level: number; msg: string; category?: string }[] = [];
let world: TariffWorld;
let operator: Actor;
let alpha: Actor;
let beta: Actor;
let client: Actor;

beforeAll(async () => {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  vi.resetModules();
  const { createTestApp } = await import('../../../test/harness.js');
  t = await createTestApp({ logger: createLogger('warn', capture) });
  world = await createTariffWorld(db());
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  alpha = await createActor(t.app, db(), await createOrganization(db()), 'PARTNER_MANAGER');
  beta = await createActor(t.app, db(), await createOrganization(db()), 'PARTNER_ADMIN');
  client = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT' }), 'CLIENT');

  const tariff = (organizationId: number, validTo: number, input: object = {}, kind: ExpiredTariffCategory = 'sea') =>
    createTariff(db(), {
      kind,
      organizationId,
      world,
      input: { validFrom: dayFromNow(-60), validTo: dayFromNow(validTo), ...input },
    });
  const own = alpha.organizationId;
  // Sea: expired 2 (yesterday, a month ago), expiring 2 (today, in 14 days).
  await tariff(own, -1);
  await tariff(own, -30);
  await tariff(own, 0);
  await tariff(own, EXPIRING_WITHIN_DAYS);
  // Not counted: valid for longer, inactive, another organization's.
  await tariff(own, EXPIRING_WITHIN_DAYS + 1);
  await tariff(own, -3, { active: false });
  await tariff(own, 3, { active: false });
  await tariff(beta.organizationId, -1);
  await tariff(beta.organizationId, 1);
  // Port services: one expiring; air: one expired.
  await tariff(own, 5, {}, 'port-services');
  await tariff(own, -10, {}, 'air-transportation');
});
afterAll(() => t.close());
afterEach(() => failing.clear());

const url = (organizationId: number, category?: string) =>
  `/organizations/${organizationId}/expired-tariffs${category ? `/${category}` : ''}`;

describe('expired tariff counts', () => {
  it('counts an organization’s active tariffs per category, expired and expiring within 14 days', async () => {
    const one = await callApi(t.app, 'GET', url(alpha.organizationId, 'sea'), alpha);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ data: { category: 'sea', expired: 2, expiring: 2 } });

    const all = await callApi(t.app, 'GET', url(alpha.organizationId), alpha);
    expect(all.statusCode).toBe(200);
    const items = all.json().data.items as { category: string; expired: number; expiring: number }[];
    expect(items.map((item) => item.category)).toEqual([...EXPIRED_TARIFF_CATEGORIES]);
    expect(items.filter((item) => item.expired || item.expiring)).toEqual([
      { category: 'sea', expired: 2, expiring: 2 },
      { category: 'port-services', expired: 0, expiring: 1 },
      { category: 'air-transportation', expired: 1, expiring: 0 },
    ]);
  });

  it('matches the tariff list with its own filters: expired, or validTo from today to today + 14', async () => {
    const listed = async (...filters: Filter[]) => {
      const query = `filters=${encodeURIComponent(encodeFilters(filters))}`;
      const response = await callApi(t.app, 'GET', `/tariffs/sea?${query}`, alpha);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.total as number;
    };
    const mine: Filter[] = [
      { field: 'organizationId', kind: 'SIMPLE', value: alpha.organizationId },
      { field: 'active', kind: 'FLAG', value: true },
    ];
    expect(await listed(...mine, { field: 'expired', kind: 'FLAG', value: true })).toBe(2);
    const soon = { field: 'validTo', kind: 'DATE_RANGE', from: dayFromNow(0), to: dayFromNow(EXPIRING_WITHIN_DAYS) };
    expect(await listed(...mine, soon as Filter)).toBe(2);
  });

  it('is answered to the organization’s partners and to operators, 404 to anyone else', async () => {
    expect((await callApi(t.app, 'GET', url(alpha.organizationId, 'sea'), operator)).json().data.expired).toBe(2);
    expect((await callApi(t.app, 'GET', url(beta.organizationId), beta)).statusCode).toBe(200);
    for (const [who, organizationId] of [
      [beta, alpha.organizationId],
      [client, alpha.organizationId],
      [client, client.organizationId],
      [operator, 999_999],
    ] as const) {
      expect((await callApi(t.app, 'GET', url(organizationId, 'sea'), who)).statusCode).toBe(404);
      expect((await callApi(t.app, 'GET', url(organizationId), who)).statusCode).toBe(404);
    }
    expect((await callApi(t.app, 'GET', url(alpha.organizationId, 'trucking'), alpha)).statusCode).toBe(400);
    expect((await callApi(t.app, 'GET', url(alpha.organizationId, 'sea'))).statusCode).toBe(401);
  });

  it('counts a category whose query fails as 0, logs it, and answers the others', async () => {
    failing.add('sea');
    const one = await callApi(t.app, 'GET', url(alpha.organizationId, 'sea'), alpha);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual({ category: 'sea', expired: 0, expiring: 0 });
    const items = (await callApi(t.app, 'GET', url(alpha.organizationId), alpha)).json().data.items;
    expect(items[0]).toEqual({ category: 'sea', expired: 0, expiring: 0 });
    expect(items[1]).toEqual({ category: 'port-services', expired: 0, expiring: 1 });
    const logged = lines.filter((line) => line.msg === 'expired tariff count failed; counted as 0');
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ level: 40, category: 'sea' });
  });
});
