import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOperator } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { bearer, createMember } from '../../test/factories.js';
import { SESSION_CHECK_MS } from '../modules/credentials/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every route Fastify knows, read from its router rather than from our own bookkeeping. */
function registeredRoutes(): { method: string; url: string }[] {
  const tree = t.app.printRoutes({ commonPrefix: false });
  return tree.split('\n').flatMap((line) => {
    const match = /([^\s─│├└]+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) return [];
    const [, url, methods] = match;
    return methods!
      .split(', ')
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, url: url! }));
  });
}

const guarded = (url: string) =>
  (url.startsWith('/api/') || url.startsWith('/oauth2/')) && !url.startsWith('/api/docs');

describe('route access declarations', () => {
  it('every API route declares who may call it', () => {
    const routes = registeredRoutes().filter((route) => guarded(route.url));
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((route) => !t.app.routeAccess.has(`${route.method} ${route.url}`));
    expect(undeclared).toEqual([]);
  });

  it('every route that is not public refuses a caller without a token (401)', async () => {
    const closed = [...t.app.routeAccess].filter(([, access]) => access !== 'public');
    expect(closed.length).toBeGreaterThan(3);
    for (const [route] of closed) {
      const [method, url] = route.split(' ') as [string, string];
      const res = await t.app.inject({
        method: method as 'GET',
        url: url.replace(/:\w+/g, '1'),
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, route).toBe(401);
    }
  });
});

describe('routes a test adds', () => {
  let app: TestApp;
  let undeclared: unknown;
  beforeAll(async () => {
    app = await createTestApp();
    app.app.get('/api/v1/test/operators-only', { config: { access: isOperator } }, async () => ({ data: 'ok' }));
    app.app.get('/api/v1/test/read', { config: { access: 'signedIn' } }, async () => ({ data: 'read' }));
    app.app.put('/api/v1/test/write', { config: { access: 'signedIn' } }, async () => ({ data: 'written' }));
    try {
      app.app.get('/api/v1/test/open-by-accident', async () => ({ data: 1 }));
    } catch (error) {
      undeclared = error;
    }
  });
  afterAll(() => app.close());

  it('a route under /api that declares no access is refused at registration', () => {
    expect(String(undeclared)).toContain('Route GET /api/v1/test/open-by-accident declares no access');
  });

  it('answers 401 without a token, 403 for another role, 200 for the role', async () => {
    const call = (headers = {}) => app.app.inject({ url: '/api/v1/test/operators-only', headers });
    expect((await call()).statusCode).toBe(401);
    expect((await call({ authorization: 'Bearer forged' })).statusCode).toBe(401);
    const client = await call(await bearer(app.app, await createMember(app.database.db, 'CLIENT')));
    expect(client.statusCode).toBe(403);
    expect(client.json().error.code).toBe('FORBIDDEN');
    const operator = await call(await bearer(app.app, await createMember(app.database.db, 'OPERATOR')));
    expect(operator.json()).toEqual({ data: 'ok' });
  });

  it('every route needs a session that still stands, reads included', async () => {
    const user = await createMember(app.database.db, 'CLIENT');
    const headers = await bearer(app.app, user);
    const write = () => app.app.inject({ method: 'PUT', url: '/api/v1/test/write', headers });
    const read = () => app.app.inject({ url: '/api/v1/test/read', headers });
    expect((await write()).json()).toEqual({ data: 'written' });
    expect((await read()).json()).toEqual({ data: 'read' });
    await app.app.inject({ url: '/api/v1/logout', headers });
    expect((await write()).statusCode).toBe(401);
    expect((await read()).statusCode).toBe(401);
  });

  it("a user blocked in the database is refused within the session check's second", async () => {
    const user = await createMember(app.database.db, 'CLIENT');
    const headers = await bearer(app.app, user);
    const read = () => app.app.inject({ url: '/api/v1/test/read', headers });
    expect((await read()).statusCode).toBe(200);
    // Another instance blocked them: nothing in this process says so.
    await app.database.db.execute(sql`update users set blocked = true where id = ${user.id}`);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_MS));
    expect((await read()).statusCode).toBe(401);
  });
});
