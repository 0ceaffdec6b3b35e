import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WEB_CLIENT_AUTHORIZATION } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createProfile,
  selectRows,
  type Actor,
} from '../../test/factories.js';

/**
 * Issue 27, finding 2: a NUL byte answered 500 on 74 operations, some without sign-in, and ids
 * above the database's integer range answered 500. One rule at the edge refuses NUL and lone
 * surrogates in every string with a 400 field error in the caller's language; every id is bounded
 * to what its column holds (docs/decisions.md D91).
 */
let t: TestApp;
let operator: Actor;
let partner: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  operator = await createActor(t.app, db, await createOrganization(db, { type: 'OPERATOR' }), 'OPERATOR_ADMIN');
  partner = await createOrganization(db, { name: 'Partner One' });
});
afterAll(() => t.close());

const RU_TEXT = 'Содержит недопустимые символы (нулевой или повреждённый символ)';
const ZH_TEXT = '包含不允许的字符（空字符或损坏的字符）';

function expectForbiddenText(res: { statusCode: number; json(): unknown }, fieldName: string, errorText: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ error: { code: 'BAD_REQUEST' }, errors: [{ fieldName, errorText }] });
}

describe('NUL and lone surrogates are refused at the edge', () => {
  it('in the form body of the token endpoint, without sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: {
        authorization: WEB_CLIENT_AUTHORIZATION,
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'ru',
      },
      payload: 'grant_type=password&username=a%00b@x.y&password=Secret123',
    });
    expectForbiddenText(res, 'username', RU_TEXT);
  });

  it('in a query string of a public dictionary', async () => {
    const res = await t.app.inject({
      url: '/api/v1/common/dictionaries/sea-port-hubs?name=%00',
      headers: { 'accept-language': 'zh' },
    });
    expectForbiddenText(res, 'name', ZH_TEXT);
  });

  it('in a JSON body of registration, and nothing is made', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/clients/register',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload:
        '{"email":"nul@test.local","password":"Secret123","firstName":"a\\u0000b","lastName":"B",' +
        '"phone":"+7 900 000-00-00","organizationName":"Nul Ltd"}',
    });
    expectForbiddenText(
      res,
      'firstName',
      'Contains characters that are not allowed (a null character or a broken one)',
    );
    const users = await selectRows(t.database.db, sql`select id from users where email = 'nul@test.local'`);
    expect(users).toEqual([]);
  });

  it("in an organization's name, and the organization keeps its name", async () => {
    const res = await callApi(t.app, 'PUT', `/organizations/${partner}`, operator, {
      name: 'Evil\u0000Corp',
      type: 'PARTNER',
    });
    expectForbiddenText(res, 'name', 'Contains characters that are not allowed (a null character or a broken one)');
    const [row] = await selectRows<{ name: string }>(
      t.database.db,
      sql`select name from organizations where id = ${partner}`,
    );
    expect(row!.name).toBe('Partner One');
  });

  it('a lone surrogate in JSON, a NUL in a nested field and in a property name', async () => {
    const lone = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${partner}`,
      headers: { ...operator.headers, 'content-type': 'application/json' },
      payload: '{"name":"Half \\ud800 a pair","type":"PARTNER"}',
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().errors[0].fieldName).toBe('name');
    const key = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${partner}`,
      headers: { ...operator.headers, 'content-type': 'application/json' },
      payload: '{"name":"Ok","type":"PARTNER","a\\u0000b":1}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().errors[0].fieldName).toBe('a\u0000b');
  });

  it('in the search filters of a list and in a path', async () => {
    for (const url of ['/users?search=%00', '/organizations?name=x%00y', '/organizations/profiles?status=%00']) {
      const res = await callApi(t.app, 'GET', url, operator);
      expect(res.statusCode, url).toBe(400);
    }
    const path = await t.app.inject({ url: '/api/v1/common/dictionaries/sea-port-hubs%00' });
    expect(path.statusCode).toBeLessThan(500);
  });

  it('a pair of surrogates (an emoji) is text like any other', async () => {
    const res = await callApi(t.app, 'GET', `/organizations?name=${encodeURIComponent('🚢')}`, operator);
    expect(res.statusCode).toBe(200);
  });
});

describe('ids are bounded to what their column holds', () => {
  it('a profile id beyond the integer range is refused, not passed to the database', async () => {
    const profile = await createProfile(t.database.db, partner, 'Agent');
    for (const [method, url] of [
      ['PUT', '/organizations/profiles/1e10/approve'],
      ['PUT', '/organizations/profiles/2147483648/reject'],
      ['DELETE', `/organizations/${partner}/profiles/2147483648`],
      ['DELETE', `/organizations/2147483648/profiles/${profile}`],
      ['GET', '/users?organizationId=99999999999'],
      ['GET', '/organizations?parentId=2147483648'],
    ] as const) {
      const res = await callApi(t.app, method, url, operator);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
    }
    const largest = await callApi(t.app, 'PUT', '/organizations/profiles/2147483647/approve', operator);
    expect(largest.statusCode).toBe(404);
  });

  it('a notification id (a bigserial) is bounded to the largest exact number', async () => {
    const beyond = await callApi(t.app, 'POST', '/common/notifications/9007199254740993/read', operator);
    expect(beyond.statusCode).toBe(400);
    const largest = await callApi(t.app, 'POST', '/common/notifications/9007199254740991/read', operator);
    expect(largest.statusCode).toBe(404);
  });

  it('an id in a body beyond the range is a field error', async () => {
    const res = await callApi(t.app, 'PUT', `/organizations/${partner}`, operator, {
      name: 'Partner One',
      type: 'PARTNER',
      parentId: 2_147_483_648,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].fieldName).toBe('parentId');
  });
});
