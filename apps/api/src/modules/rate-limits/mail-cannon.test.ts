import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  createActor,
  createMember,
  createOrganization,
  createQuoteRates,
  createTariff,
  createTariffWorld,
  selectRows,
  type Actor,
} from '../../../test/factories.js';
import { book } from '../../../test/order-factories.js';
import { startSmtpSink, until, type SmtpSink } from '../../../test/smtp-sink.js';
import { RULES } from './rules.js';

/**
 * Finding 3 of issue 27, "a mail cannon": every route that mails an address the caller typed
 * is rate-limited in the database, answered 429 with Retry-After, and an organization mails at
 * most so many addresses outside the product a day. Mails are counted where they arrive: a
 * real SMTP server.
 */
let smtp: SmtpSink;
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ jobs: true, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: object, remoteAddress = '127.0.0.1', language = 'en') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { 'accept-language': language } });

const person = (email: string) => ({
  email,
  password: 'Cargo2026',
  firstName: 'Anna',
  lastName: 'Ivanova',
  phone: '+7 912 345-67-89',
  organizationName: 'Volga Trading',
});

/** The mails delivered to an address, once the outbox has had time to send whatever it would. */
async function deliveredTo(email: string, atLeast: number): Promise<number> {
  const count = () => smtp.received.filter((mail) => mail.to.includes(email)).length;
  await until(count, (n) => n >= atLeast);
  // Whatever else was written would be sent within this time too.
  await until(
    () => selectRows<{ n: number }>(db(), sql`select count(*)::int as n from mails where status = 'NEW'`),
    (rows) => rows[0]!.n === 0,
  );
  return count();
}

describe('recovery', () => {
  it('100 requests for one address mail it 3 times; the rest answer 429 with Retry-After', async () => {
    const user = await createMember(db(), 'CLIENT');
    const answers = [];
    for (let i = 0; i < 100; i++)
      answers.push(await post('/api/v1/users/send-restore-password', { email: user.email }, `198.51.100.${i}`, 'ru'));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(ok).toHaveLength(RULES.recoveryAddress.limit);
    expect(refused).toHaveLength(100 - RULES.recoveryAddress.limit);
    const retryAfter = Number(refused[0]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused[0]!.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Слишком много запросов, повторите позже',
    });
    expect(await deliveredTo(user.email, RULES.recoveryAddress.limit)).toBe(RULES.recoveryAddress.limit);
  });

  it('one source asking for many addresses is stopped too, unknown addresses alike', async () => {
    const source = '203.0.113.50';
    const codes = [];
    for (let i = 0; i < RULES.recoverySource.limit + 5; i++)
      codes.push(
        (await post('/api/v1/users/send-restore-password', { email: `x${i}@nobody.test` }, source)).statusCode,
      );
    expect(codes.filter((code) => code === 200)).toHaveLength(RULES.recoverySource.limit);
    expect(codes.slice(RULES.recoverySource.limit)).toEqual(Array(5).fill(429));
  });
});

describe('registration', () => {
  it('30 registrations from one source make at most 10 accounts and mails; then 429', async () => {
    const source = '203.0.113.60';
    const codes = [];
    for (let i = 0; i < 30; i++)
      codes.push((await post('/api/v1/clients/register', person(`r${i}@spam.test`), source)).statusCode);
    // A registration is a creation: 201 (docs/decisions.md D114).
    expect(codes.filter((code) => code === 201)).toHaveLength(RULES.registerSource.limit);
    expect(codes.slice(RULES.registerSource.limit)).toEqual(Array(30 - RULES.registerSource.limit).fill(429));
    const [row] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from users where email like '%@spam.test'`,
    );
    expect(row!.n).toBe(RULES.registerSource.limit);
    const mails = () => smtp.received.filter((mail) => mail.to.some((to) => to.endsWith('@spam.test'))).length;
    expect(await until(mails, (n) => n >= RULES.registerSource.limit)).toBe(RULES.registerSource.limit);
  });

  it('one address registered again and again from many sources is mailed 3 times an hour', async () => {
    const codes = [];
    for (let i = 0; i < 8; i++)
      codes.push(
        (await post('/api/v1/users/partners/register', person('victim@spam.test'), `192.0.2.${i}`)).statusCode,
      );
    expect(codes).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await deliveredTo('victim@spam.test', RULES.registerAddress.limit)).toBe(RULES.registerAddress.limit);
  });
});

describe('orders by e-mail', () => {
  let client: Actor;
  let colleague: Actor;
  let third: Actor;
  let other: Actor;
  let orderId: number;
  let otherOrderId: number;
  const send = (who: Actor, emails: string[], id = orderId, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/send-by-email',
      headers: who.headers,
      remoteAddress,
      payload: { orderIds: [id], emails },
    });

  beforeAll(async () => {
    const world = await createTariffWorld(db());
    await createQuoteRates(db(), world);
    const carrier = await createOrganization(db(), { profiles: [{ kind: 'Sea_transportation', status: 'APPROVED' }] });
    await createTariff(db(), { organizationId: carrier, world });
    const owners = await createOrganization(db(), { type: 'CLIENT' });
    client = await createActor(t.app, db(), owners, 'CLIENT');
    colleague = await createActor(t.app, db(), owners, 'CLIENT');
    third = await createActor(t.app, db(), owners, 'CLIENT');
    other = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT' }), 'CLIENT');
    orderId = (await book(t.app, client, world)).order.id;
    otherOrderId = (await book(t.app, other, world)).order.id;
  });

  it('a person mails at most 50 recipients an hour; the 429 has Retry-After', async () => {
    const batch = (n: number) => Array.from({ length: 10 }, (_, i) => `to${n}-${i}@known.test`);
    const answers = [];
    for (let n = 0; n < 7; n++) answers.push(await send(client, batch(n)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Number(answers[5]!.headers['retry-after'])).toBeGreaterThan(3500);
    const [row] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from mails where kind = 'order.summary' and recipients[1] like 'to%@known.test'`,
    );
    expect(row!.n).toBe(RULES.mailRecipientsAccount.limit);
  });

  it("an organization mails at most 100 outside addresses a day, another organization's cap is its own", async () => {
    // The colleague's own per-person cap is fresh; the organization's cap is shared with the client's 50 above.
    const outside = (n: number) => Array.from({ length: 10 }, (_, i) => `out${n}-${i}@elsewhere.test`);
    const codes = [];
    for (let n = 0; n < 5; n++) codes.push((await send(colleague, outside(n), orderId, `198.18.0.${n}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    // 50 from the client before and 50 now: the 101st outside address of the day is refused,
    // whoever in the organization sends it.
    const over = await send(third, ['one.more@elsewhere.test'], orderId, '198.18.1.1');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(86_000);
    // A user of the product is not outside: mailing them still works.
    expect((await send(third, [other.email], orderId, '198.18.1.2')).statusCode).toBe(200);
    // The other organization is not held by this one's cap.
    expect((await send(other, ['someone@elsewhere.test'], otherOrderId)).statusCode).toBe(200);
  });
});

describe('the source address', () => {
  it('is the socket address; X-Forwarded-For counts only behind TRUST_PROXY', async () => {
    const trusted = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const ask = (app: TestApp, forwarded: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/v1/users/send-restore-password',
          payload: { email: `${forwarded}@nobody.test` },
          headers: { 'x-forwarded-for': forwarded },
          remoteAddress: '10.9.9.9',
        });
      // Without the setting every forged address is the one socket: the source cap holds.
      const direct = [];
      for (let i = 0; i < RULES.recoverySource.limit + 1; i++) direct.push((await ask(t, `172.20.0.${i}`)).statusCode);
      expect(direct.at(-1)).toBe(429);
      // Behind a proxy the forwarded address is the source: each one is counted apart.
      const proxied = [];
      for (let i = 0; i < RULES.recoverySource.limit + 1; i++)
        proxied.push((await ask(trusted, `172.20.1.${i}`)).statusCode);
      expect(proxied.every((code) => code === 200)).toBe(true);
    } finally {
      await trusted.close();
    }
  });
});
