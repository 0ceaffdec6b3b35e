import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createdStatusPlugin } from '../plugins/created-status.js';

/**
 * Creations answer 201 (docs/decisions.md D114), checked over the route table
 * so that a route added tomorrow is held to it: every POST is a creation unless it is named below
 * as an action with the reason, and a creation declares 201 (or 202, a job started) and never a
 * plain 200; the created-status plugin makes a route answer what it declares.
 */
const ACTIONS: Record<string, string> = {
  'POST /oauth2/token': 'signs in: issues tokens, makes nothing one reads back',
  'POST /api/v1/auth/handover': 'a one-time sign-in code, as the token call',
  'POST /api/v1/clients/:id/confirm-code': 'confirms an e-mail',
  'POST /api/v1/clients/:id/regenerate-code': 'mails a code again',
  'POST /api/v1/users/partners/:id/confirm-code': 'confirms an e-mail',
  'POST /api/v1/users/partners/:id/regenerate-code': 'mails a code again',
  'POST /api/v1/users/send-restore-password': 'mails a link',
  'POST /api/v1/users/current/two-factor/enrolment': 'draws a secret for the caller’s own factor',
  'POST /api/v1/two-factor/enrolment': 'draws a secret for the caller’s own factor',
  'POST /api/v1/users/current/two-factor/confirm': 'switches the factor on',
  'POST /api/v1/users/current/two-factor/disable': 'switches the factor off',
  'POST /api/v1/users/current/two-factor/recovery-codes': 'replaces the caller’s codes',
  'POST /api/v1/common/l10n/import': 'changes existing texts',
  'POST /api/v1/orders/calculations/:id/save': 'marks the calculation saved',
  'POST /api/v1/orders/calculations/:id/update': 'prices the same calculation again',
  'POST /api/v1/orders/calculations/:id/recalculate': 'searches the same calculation again',
  'POST /api/v1/orders/calculations/:id/notify-agents': 'sends notices',
  'POST /api/v1/orders/send-by-email': 'sends mails',
  'POST /api/v1/common/notifications/read-all': 'marks notifications read',
  'POST /api/v1/common/notifications/:id/read': 'marks a notification read',
};

/** Creations that may also find the thing made before: 201 for a new one, 200 for the open one. */
const FOUND_OR_CREATED = new Set(['POST /api/v1/orders/calculations/:id/refine-price']);

let t: TestApp;
let declared: Map<string, string[]>;
let posts: string[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const document = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  declared = new Map(
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => [
        `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        Object.keys(operation.responses ?? {}),
      ]),
    ),
  );
  posts = [...t.app.routeAccess.keys()].filter((route) => route.startsWith('POST ')).sort();
}, 120_000);
afterAll(() => t.close());

describe('creations over the route table', () => {
  it('names only routes that exist among the actions', () => {
    expect(Object.keys(ACTIONS).filter((route) => !posts.includes(route))).toEqual([]);
  });

  it('every POST that is not an action declares 201 (or 202 for a job) and no bare 200', () => {
    const wrong = posts
      .filter((route) => !(route in ACTIONS))
      .map((route) => ({ route, codes: declared.get(route) ?? ['not in the OpenAPI document'] }))
      .filter(({ route, codes }) => {
        const success = codes.filter((code) => code.startsWith('2'));
        if (FOUND_OR_CREATED.has(route)) return !success.includes('201');
        return !(success.length === 1 && (success[0] === '201' || success[0] === '202'));
      });
    expect(wrong).toEqual([]);
    expect(posts.filter((route) => !(route in ACTIONS)).length).toBeGreaterThan(40);
  });

  it('answers 201 on a creation: a saved filter', async () => {
    const { createActor, createOrganization } = await import('../../test/factories.js');
    const who = await createActor(t.app, t.database.db, await createOrganization(t.database.db), 'PARTNER_ADMIN');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/filters',
      headers: who.headers,
      payload: { name: 'Mine', context: 'orders', filters: [] },
    });
    expect([made.statusCode, made.body]).toEqual([201, expect.stringContaining('"name":"Mine"')]);
  });
});

describe('the created-status plugin', () => {
  it('answers 201 for a route declaring it, keeps a refusal’s status and leaves other routes alone', async () => {
    const app = Fastify();
    await app.register(createdStatusPlugin);
    app.post('/made', { schema: { response: { 201: { type: 'object' } } } }, async () => ({ made: true }));
    app.post(
      '/refused',
      { schema: { response: { 201: { type: 'object' }, 409: { type: 'object' } } } },
      async (_request, reply) => reply.code(409).send({ taken: true }),
    );
    app.post('/failed', { schema: { response: { 201: { type: 'object' } } } }, async () => {
      throw Object.assign(new Error('bad'), { statusCode: 400 });
    });
    app.post('/done', { schema: { response: { 200: { type: 'object' } } } }, async () => ({ done: true }));
    app.post(
      '/either',
      { schema: { response: { 200: { type: 'object' }, 201: { type: 'object' } } } },
      async () => ({}),
    );
    const status = async (url: string) => (await app.inject({ method: 'POST', url })).statusCode;
    expect([await status('/made'), await status('/refused'), await status('/failed')]).toEqual([201, 409, 400]);
    expect([await status('/done'), await status('/either')]).toEqual([200, 200]);
    await app.close();
  });
});
