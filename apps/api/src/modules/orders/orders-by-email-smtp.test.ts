import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Order } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  createActor,
  createOrganization,
  createQuoteRates,
  createTariff,
  createTariffWorld,
  type Actor,
} from '../../../test/factories.js';
import { book } from '../../../test/order-factories.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';

/**
 * Send by e-mail delivers while the sender waits, over the harness's real SMTP server: a mail
 * the server refuses, or a server that is not there, answers 503 "Couldn't send the message.
 * Please try again later." (Product specification, domain §8) in the caller's language, never a 200 for a mail
 * that then fails unseen, nor a 500. No job queue runs here: what arrives was sent by the request.
 */

/** An app on `smtpUrl` with a client who has booked one order. */
async function appWithOrder(smtpUrl: string): Promise<{ t: TestApp; client: Actor; order: Order }> {
  const t = await createTestApp({ env: { SMTP_URL: smtpUrl, MAIL_FROM: 'Cargo <robot@cargo.test>' } });
  const db = t.database.db;
  const world = await createTariffWorld(db);
  await createQuoteRates(db, world);
  const carrier = await createOrganization(db, {
    name: 'Alpha Lines',
    profiles: [{ kind: 'Sea_transportation', status: 'APPROVED' }],
  });
  await createTariff(db, { organizationId: carrier, world });
  const client = await createActor(t.app, db, await createOrganization(db, { type: 'CLIENT' }), 'CLIENT');
  return { t, client, order: (await book(t.app, client, world)).order };
}

const send = (t: TestApp, who: Actor, orderIds: number[], emails: string[], language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/send-by-email',
    headers: { ...who.headers, 'accept-language': language },
    payload: { orderIds, emails },
  });

const statusOf = async (t: TestApp, recipient: string) =>
  (await t.app.services.mail.list({ page: 0, size: 1, recipient })).items[0]?.status;

describe('send by e-mail to an SMTP server that takes some mailboxes and refuses others', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let client: Actor;
  let order: Order;
  beforeAll(async () => {
    smtp = await startSmtpSink({ refuse: (recipient) => recipient.startsWith('nobody@') });
    ({ t, client, order } = await appWithOrder(smtp.url));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('answers 200 once the mail has reached the server', async () => {
    const sent = await send(t, client, [order.id], ['buyer@test.local']);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ sent: 1 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['buyer@test.local']]);
    expect(await statusOf(t, 'buyer@test.local')).toBe('SENT');
  });

  it('answers 503 in the caller’s language when a mailbox is refused, and does not retry it behind the sender', async () => {
    const refused = await send(t, client, [order.id], ['nobody@test.local', 'second@test.local'], 'ru');
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: translate('ru', 'service.mailNotSent') },
      errors: [],
    });
    expect(translate('ru', 'service.mailNotSent')).toBe(
      'Не удалось отправить сообщение. Пожалуйста, попробуйте позже.',
    );
    // The refused one is ERROR at once (the sender was told to try again); the other one went.
    expect(await statusOf(t, 'nobody@test.local')).toBe('ERROR');
    expect(await statusOf(t, 'second@test.local')).toBe('SENT');
    expect(smtp.received.some((mail) => mail.to.includes('nobody@test.local'))).toBe(false);
  });
});

describe('send by e-mail when nothing listens on the SMTP port', () => {
  let t: TestApp;
  let client: Actor;
  let order: Order;
  beforeAll(async () => {
    // A port that was free a moment ago and is closed now: connections to it are refused.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    ({ t, client, order } = await appWithOrder(`smtp://127.0.0.1:${port}`));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 with the spec’s message, not a 500, and records the failure', async () => {
    const refused = await send(t, client, [order.id], ['buyer@test.local'], 'zh');
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json().error).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: translate('zh', 'service.mailNotSent'),
    });
    const [mail] = (await t.app.services.mail.list({ page: 0, size: 1, recipient: 'buyer@test.local' })).items;
    expect(mail).toMatchObject({ status: 'ERROR', error: expect.stringMatching(/ECONNREFUSED|connect/i) });
  });
});
