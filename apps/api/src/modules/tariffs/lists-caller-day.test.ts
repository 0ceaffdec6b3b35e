import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, type Currency, type Tariff } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createTariff,
  createTariffWorld,
  type Actor,
  withHeaders,
  type TariffWorld,
} from '../../../test/factories.js';

/**
 * The tariff list's `expired` flag and the currencies' current rate are judged on the caller's
 * day (issue 28), as caller-day.test.ts does for the order rules: at 21:00 UTC of D it is already
 * D+1 in Asia/Vladivostok, while the database's `current_date` is still D.
 */

let t: TestApp;
let world: TariffWorld;
let partnerOrganization: number;
let operatorOrganization: number;
const db = () => t.database.db;
/** The real UTC day the tests run on: D. */
const D = new Date().toISOString().slice(0, 10);
const zone = 'Asia/Vladivostok';

type Method = Parameters<typeof callApi>[1];
const from = (who: Actor, there?: string): Actor => (there ? withHeaders(who, { 'x-timezone': there }) : who);
const call = (method: Method, url: string, who: Actor, payload?: object) => callApi(t.app, method, url, who, payload);
const flag = (value: boolean) => encodeURIComponent(JSON.stringify([{ field: 'expired', kind: 'FLAG', value }]));

/** Sets the process's clock to `instant`, moving on from there; the database keeps its own. */
function clockAt(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(instant));
}

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  partnerOrganization = await createOrganization(db(), {
    name: 'Far East Lines',
    profiles: [{ kind: 'Sea_transportation', status: 'APPROVED' }],
  });
  operatorOrganization = await createOrganization(db(), { type: 'OPERATOR' });
  for (const until of [-1, 0, 1])
    await createTariff(db(), {
      organizationId: partnerOrganization,
      world,
      input: { validFrom: addDays(D, -60), validTo: addDays(D, until), transitDays: 40 + until },
    });
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await t?.close();
});

describe('a caller in Asia/Vladivostok at 07:00 of D+1 (21:00 UTC of D)', () => {
  it("lists a tariff valid until D as expired there, and not in UTC's day", async () => {
    clockAt(`${D}T21:00:00Z`);
    const carrier = await createActor(t.app, db(), partnerOrganization, 'PARTNER_MANAGER');
    const validTo = async (who: Actor, expired: boolean) =>
      ((await call('GET', `/tariffs/sea?filters=${flag(expired)}`, who)).json().data.items as Tariff[])
        .map((tariff) => tariff.validTo)
        .sort();

    expect(await validTo(carrier, true)).toEqual([addDays(D, -1)]);
    expect(await validTo(carrier, false)).toEqual([D, addDays(D, 1)]);
    expect(await validTo(from(carrier, zone), true)).toEqual([addDays(D, -1), D]);
    expect(await validTo(from(carrier, zone), false)).toEqual([addDays(D, 1)]);
  });

  it("takes a rate from D+1 as the currency's rate there, and the rate of D in UTC's day", async () => {
    clockAt(`${D}T21:00:00Z`);
    const operator = await createActor(t.app, db(), operatorOrganization, 'OPERATOR');
    const created = await call('POST', '/dictionaries/currencies', operator, {
      code: 'XTS',
      minorUnits: 2,
      names: { en: 'Test currency' },
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const [rate, validFrom] of [
      ['10', D],
      ['11', addDays(D, 1)],
    ] as const) {
      const added = await call('POST', '/dictionaries/currencies/XTS/rates', operator, { rate, validFrom });
      expect(added.statusCode, added.body).toBe(201);
    }
    const xts = async (who: Actor) => {
      const list = (await call('GET', '/common/dictionaries/currencies?search=XTS', who)).json().data
        .items as Currency[];
      const one = (await call('GET', '/dictionaries/currencies/XTS', who)).json().data as Currency;
      return { list: list.map((currency) => currency.rateDate), one: one.rateDate };
    };

    expect(await xts(operator)).toEqual({ list: [D], one: D });
    expect(await xts(from(operator, zone))).toEqual({ list: [addDays(D, 1)], one: addDays(D, 1) });
  });
});
