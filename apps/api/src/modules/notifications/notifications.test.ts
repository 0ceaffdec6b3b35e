import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  createActor,
  createOrganization,
  createUser,
  selectRows,
  type Actor,
  type TestUser,
} from '../../../test/factories.js';
import type { Notice } from './notifications.service.js';

let t: TestApp;
let carrierAdmin: Actor;
let carrierManager: Actor;
let blocked: TestUser;
let unconfirmed: TestUser;
let client: Actor;

const db = () => t.database.db;

/** A call as `who`, read in `language`. */
const call = (method: 'GET' | 'POST', url: string, who?: Actor, language = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1/common/notifications${url}`,
    headers: { ...(who?.headers ?? {}), 'accept-language': language },
  });
const page = async (who: Actor, query = '', language = 'en') => {
  const response = await call('GET', query, who, language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as NotificationPage;
};

const withdrawn = (n: number): Notice => ({
  kind: 'refine.cancel',
  message: 'refineRequests.notice.CANCEL',
  params: { from: { en: `Shanghai ${n}`, ru: `Шанхай ${n}`, zh: `上海 ${n}` }, to: 'Moscow' },
  link: '/partner/empty-orders',
  mail: { subject: 'refineRequests.mail.subject.CANCEL', text: 'refineRequests.mail.text' },
});

async function notify(recipients: { userIds?: number[]; organizationIds?: number[] }, notice: Notice) {
  const { notifications } = t.app.services;
  const written = await db().transaction((tx) => notifications.notify(tx, recipients, notice));
  await notifications.dispatch(written);
  return written;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://cargo.example' } });
  const carrier = await createOrganization(db(), { name: 'Carrier' });
  carrierAdmin = await createActor(t.app, db(), carrier, 'PARTNER_ADMIN', { lang: 'ru' });
  carrierManager = await createActor(t.app, db(), carrier, 'PARTNER_MANAGER');
  blocked = await createUser(db(), { organizationId: carrier, roles: ['PARTNER_MANAGER'], blocked: true });
  unconfirmed = await createUser(db(), { organizationId: carrier, roles: ['PARTNER_MANAGER'], confirmed: false });
  client = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT' }), 'CLIENT');
});

afterAll(async () => {
  await t?.close();
});

describe('notify', () => {
  it('writes a row and a mail per user who can sign in, each mail in its reader’s language', async () => {
    const written = await notify(
      { organizationIds: [carrierAdmin.organizationId], userIds: [carrierAdmin.id] },
      withdrawn(1),
    );
    expect(written.userIds).toEqual([carrierAdmin.id, carrierManager.id]);
    expect(written.userIds).not.toContain(blocked.id);
    expect(written.userIds).not.toContain(unconfirmed.id);
    expect(written.notificationIds).toHaveLength(2);
    const mails = await selectRows<{ recipients: string[]; subject: string; text: string; language: string }>(
      db(),
      sql`select recipients, subject, text, language from mails where id = any(${`{${written.mailIds.join(',')}}`}::bigint[]) order by id`,
    );
    expect(mails).toEqual([
      {
        recipients: [carrierAdmin.email],
        subject: 'Запрос цены отозван: Шанхай 1 → Moscow',
        text: 'Здравствуйте!\n\nЗапрос цены Шанхай 1 → Moscow отозван: отвечать не нужно.\n\nhttps://cargo.example/partner/empty-orders',
        language: 'ru',
      },
      {
        recipients: [carrierManager.email],
        subject: 'Price request withdrawn: Shanghai 1 → Moscow',
        text: 'Hello,\n\nThe price request Shanghai 1 → Moscow has been withdrawn: no answer is needed.\n\nhttps://cargo.example/partner/empty-orders',
        language: 'en',
      },
    ]);
  });

  it('writes nothing when the transaction of the change rolls back', async () => {
    const before = (await page(client)).total;
    await expect(
      db().transaction(async (tx) => {
        await t.app.services.notifications.notify(tx, { userIds: [client.id] }, withdrawn(2));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await page(client)).total).toBe(before);
  });
});

describe('/common/notifications', () => {
  it('lists mine newest first, in the language I read in, with the unread count', async () => {
    await notify({ userIds: [client.id] }, withdrawn(3));
    await notify({ userIds: [client.id] }, { ...withdrawn(4), mail: undefined, link: null });
    const inChinese = await page(client, '', 'zh');
    expect(inChinese.items.slice(0, 2).map((item) => item.message)).toEqual([
      '询价 上海 4 → Moscow 已撤回，无需报价。',
      '询价 上海 3 → Moscow 已撤回，无需报价。',
    ]);
    expect(inChinese.items[0]).toMatchObject({ kind: 'refine.cancel', link: null, read: false, readAt: null });
    expect(inChinese.unread).toBe(inChinese.total);
    const oldestFirst = await page(client, '?sort=createdAt,asc');
    expect(oldestFirst.items[0]?.message).toContain('Shanghai 3');
    expect((await page(carrierManager)).items.every((item) => !item.message.includes('Shanghai 3'))).toBe(true);
  });

  it('marks one or all read; another user’s is not found; filters are checked', async () => {
    await notify({ userIds: [client.id] }, withdrawn(5));
    const before = await page(client);
    const newest = before.items[0]!;
    const read = await call('POST', `/${newest.id}/read`, client);
    expect(read.statusCode, read.body).toBe(200);
    const marked = read.json().data as Notification;
    expect(marked).toMatchObject({ id: newest.id, read: true });
    const again = (await call('POST', `/${newest.id}/read`, client)).json().data as Notification;
    expect(again.readAt).toBe(marked.readAt);
    expect((await page(client)).unread).toBe(before.unread - 1);
    const unreadOnly = await page(
      client,
      `?filters=${encodeURIComponent('[{"field":"read","kind":"FLAG","value":false}]')}`,
    );
    expect(unreadOnly.items.map((item) => item.id)).not.toContain(newest.id);
    expect(unreadOnly.total).toBe(before.unread - 1);

    expect((await call('POST', `/${newest.id}/read`, carrierManager)).statusCode).toBe(404);
    expect((await call('POST', '/abc/read', client)).statusCode).toBe(400);
    const bad = await call(
      'GET',
      `?filters=${encodeURIComponent('[{"field":"read","kind":"CONTAINS","value":"x"}]')}`,
      client,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].fieldName).toBe('filters.0.kind');

    const all = await call('POST', '/read-all', client);
    expect(all.json().data).toEqual({ updated: before.unread - 1 });
    expect((await page(client)).unread).toBe(0);
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('POST', '/read-all')).statusCode).toBe(401);
  });
});
