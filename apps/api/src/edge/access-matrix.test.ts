import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { RouteAccess } from '../plugins/access.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { Actor } from '../../test/factories.js';
import {
  operationsOf,
  SchemaWalker,
  seededRandom,
  type JsonSchema,
  type Operation,
} from '../../test/openapi-requests.js';
import { createTenancy, ownedIds, type Tenancy } from '../../test/tenancy.js';

/**
 * The role × route × tenant matrix (docs/decisions.md D92), generated from the
 * route table: every route under /api and /oauth2 with the access it declares. Guests get 401 on
 * every route that is not public, a role the route's own check refuses gets 403, and a caller of
 * one tenant naming another tenant's row by id gets 404 on every route with an id. The only
 * exceptions are the routes' own declarations: public routes are open to all by declaration.
 */
let t: TestApp;
let tenancy: Tenancy;
let routes: [string, RouteAccess][];
let operations: Map<string, Operation>;
let walker: SchemaWalker;

beforeAll(async () => {
  t = await createTestApp();
  tenancy = await createTenancy(t.app, t.database.db);
  await t.app.ready();
  routes = [...t.app.routeAccess].sort(([a], [b]) => a.localeCompare(b));
  const document = t.app.swagger() as unknown as Parameters<typeof operationsOf>[0];
  operations = new Map(operationsOf(document).map((operation) => [`${operation.method} ${operation.path}`, operation]));
  walker = new SchemaWalker(document.components?.schemas ?? {}, seededRandom(27));
}, 120_000);
afterAll(() => t.close());

const split = (route: string) => route.split(' ') as [string, string];
const paramsOf = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
/** The OpenAPI operation of a route: `/a/:id` is `/a/{id}` there. */
const operationOf = (method: string, url: string) =>
  operations.get(`${method} ${url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')}`);

function fill(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)|\*/g, (_, name: string | undefined) => encodeURIComponent(values[name ?? '*'] ?? '1'));
}

/** Ids of no row at all. */
const MISSING_ID = '2147483000';
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

function call(method: string, url: string, who: Actor | undefined, body?: unknown) {
  const request: InjectOptions = { method: method as 'GET', url, headers: { ...who?.headers } };
  if (body !== undefined) {
    request.headers = { ...request.headers, 'content-type': 'application/json' };
    request.payload = JSON.stringify(body);
  }
  return t.app.inject(request);
}

async function allows(access: RouteAccess, who: Actor): Promise<boolean> {
  if (access === 'public' || access === 'signedIn') return true;
  const caller = await t.app.accessTokens.verify(who.headers.authorization.slice('Bearer '.length));
  return access(caller!);
}

const report = (line: string) => process.stdout.write(`access matrix: ${line}\n`);

describe('the role × route × tenant matrix', () => {
  it('guests get 401 on every route that is not public', async () => {
    const closed = routes.filter(([, access]) => access !== 'public');
    const wrong: string[] = [];
    for (const [route] of closed) {
      const [method, url] = split(route);
      const res = await call(method, fill(url, {}), undefined, method === 'GET' ? undefined : {});
      if (res.statusCode !== 401) wrong.push(`${route}: ${res.statusCode}`);
    }
    report(`${closed.length} routes refuse a guest with 401 (${routes.length - closed.length} public by declaration)`);
    expect(wrong).toEqual([]);
  });

  it("every role a route's own check refuses gets 403", async () => {
    const { operator, operatorAdmin, tenants } = tenancy;
    const [alpha] = tenants;
    const roles = [alpha.client, alpha.manager, alpha.admin, operator, operatorAdmin];
    const wrong: string[] = [];
    let refused = 0;
    let checked = 0;
    for (const [route, access] of routes) {
      if (typeof access !== 'function') continue;
      checked++;
      const [method, url] = split(route);
      for (const who of roles) {
        if (await allows(access, who)) continue;
        refused++;
        const res = await call(method, fill(url, {}), who, method === 'GET' ? undefined : {});
        if (res.statusCode !== 403) wrong.push(`${route} as ${who.email}: ${res.statusCode}`);
      }
    }
    report(`${refused} refusals with 403 over ${checked} routes with a role check × ${roles.length} roles`);
    expect(checked).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it("another tenant's ids answer 404 on every route with an id", { timeout: 600_000 }, async () => {
    const [alpha, beta] = tenancy.tenants;
    const owned = await ownedIds(t.database.db, beta);
    expect(owned.size).toBeGreaterThan(4);
    // One row of each table the other tenant owns: an id names one table only (test/tenancy.ts).
    const numericIds = [...owned.values()].map((ids) => ids[0]!).filter((id) => /^\d+$/.test(id));
    const textIds = [...owned.values()].map((ids) => ids[0]!).filter((id) => !/^\d+$/.test(id));
    const wrong: string[] = [];
    const started = performance.now();
    let calls = 0;
    let notFound = 0;
    let routesWithIds = 0;
    /** Routes where the other tenant's own caller reads the very row: the strongest evidence. */
    let provenRows = 0;
    let sameAsMissing = 0;
    for (const [route, access] of routes) {
      const [method, url] = split(route);
      const params = paramsOf(url);
      if (access === 'public') continue;
      const operation = operationOf(method, url);
      const schemas = params.map((name) => walker.resolve(operation?.parameters.find((p) => p.name === name)?.schema));
      const isId = (schema: JsonSchema) =>
        schema.type === 'integer' || schema.type === 'number' || schema.format === 'uuid';
      // A route with an id: one of its params names a row (a kind or a list's context names none).
      if (!schemas.some(isId)) continue;
      routesWithIds++;
      const choices = schemas.map((schema) => {
        if (schema.enum) return schema.enum.map(String);
        if (schema.format === 'uuid') return textIds;
        if (isId(schema)) return numericIds;
        return [String(walker.valid(schema))];
      });
      /** What the route answers for an id of no row at all: another tenant's row must look the same. */
      const missing = async (who: Actor, combo: string[], body: unknown) => {
        const values = params.map((name, index) =>
          isId(schemas[index]!) ? (schemas[index]!.format === 'uuid' ? MISSING_UUID : MISSING_ID) : combo[index]!,
        );
        const filled = fill(url, Object.fromEntries(params.map((name, index) => [name, values[index]!])));
        return call(method, filled, who, body);
      };
      const combos = choices.reduce<string[][]>(
        (all, values) => all.flatMap((combo) => values.map((value) => [...combo, value])),
        [[]],
      );
      const jsonBody = operation?.body['application/json'];
      for (const who of [alpha.admin, alpha.client]) {
        if (!(await allows(access, who))) continue;
        const peer = who === alpha.admin ? beta.admin : beta.client;
        for (const combo of combos.slice(0, 20)) {
          const filled = fill(url, Object.fromEntries(params.map((name, index) => [name, combo[index]!])));
          const body = jsonBody ? walker.valid(jsonBody) : method === 'GET' ? undefined : {};
          const res = await call(method, filled, who, body);
          calls++;
          if (res.statusCode === 404) notFound++;
          else if (res.statusCode < 400) {
            // A route that answers even for a missing row (whether the caller may open an order):
            // the other tenant's row must give the very same answer as no row at all.
            const none = await missing(who, combo, body);
            if (none.statusCode === res.statusCode && none.body === res.body) sameAsMissing++;
            else wrong.push(`${method} ${filled} as ${who.email}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          } else if (res.statusCode >= 500) wrong.push(`${method} ${filled} as ${who.email}: ${res.statusCode}`);
          if (method === 'GET' && (await call(method, filled, peer)).statusCode === 200) provenRows++;
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    report(
      `${calls} calls with another tenant's ids over ${routesWithIds} routes with an id (${owned.size} tables owned): ` +
        `${notFound} answered 404, ${sameAsMissing} the same as for no row, the rest refused the body first (400) or the role (403); ` +
        `${provenRows} rows the owner reads were 404 to the other tenant; ${seconds} s`,
    );
    expect(provenRows).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });
});
