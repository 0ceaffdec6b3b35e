import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { Role } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { bearer, createMember, createTariffWorld } from '../../test/factories.js';
import {
  NASTY_STRINGS,
  NASTY_VALUES,
  operationsOf,
  RAW_BODIES,
  SchemaWalker,
  seededRandom,
  type Operation,
  type Random,
} from '../../test/openapi-requests.js';

/**
 * The OpenAPI-driven fuzzer (docs/decisions.md D92): requests built from the
 * server's own document with a fixed seed, over every operation as every role and as a guest,
 * with values that fit and values that do not: wrong types, huge and empty strings, NUL and lone
 * surrogates, numbers and ids out of range, malformed JSON, wrong content types. No answer may be
 * a 5xx. It runs on the embedded engine only (a .pglite file): what it finds are gaps of the
 * validation in front of the database, the same on either engine, and its budget is CI's.
 * FUZZ_REQUESTS raises the count outside CI; FUZZ_SEED picks another run.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 27);
const ROLES: Role[] = ['GUEST', 'CLIENT', 'PARTNER_MANAGER', 'PARTNER_ADMIN', 'OPERATOR', 'OPERATOR_ADMIN'];

let t: TestApp;
let operations: Operation[];
let walker: SchemaWalker;
const random = seededRandom(SEED);

beforeAll(async () => {
  t = await createTestApp();
  // Places, lines and container types with small ids, so that valid requests reach real rows.
  await createTariffWorld(t.database.db);
  await t.app.ready();
  const document = t.app.swagger() as unknown as Parameters<typeof operationsOf>[0];
  operations = operationsOf(document);
  walker = new SchemaWalker(document.components?.schemas ?? {}, random);
});
afterAll(() => t.close());

/** A caller of the role in an organization of their own, signed in. */
const signedIn = async (role: Role) => bearer(t.app, await createMember(t.database.db, role));

async function signedInCallers(): Promise<Map<string, Record<string, string>>> {
  const callers = new Map<string, Record<string, string>>([['GUEST', {}]]);
  for (const role of ROLES) if (role !== 'GUEST') callers.set(role, await signedIn(role));
  return callers;
}

/** Percent-encodes text, lone surrogates too (as the bytes a careless client would send). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function multipart(fields: Record<string, unknown>): { contentType: string; payload: string } {
  const boundary = '----fuzz';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`,
  );
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${random.pick(['a.xlsx', 'a\0.json', 'x'.repeat(300), ''])}"\r\n\r\n${random.pick(NASTY_STRINGS).slice(0, 1000)}\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `${parts.join('')}${file}--${boundary}--\r\n`,
  };
}

/** One request for the operation: valid, or with one thing in it wrong. */
function requestFor(operation: Operation, r: Random): InjectOptions {
  const where = r.pick(['valid', 'path', 'query', 'body', 'body', 'raw', 'text', 'text'] as const);
  // 'text': the request is valid but every string in it carries a NUL or half a surrogate pair.
  const spoil = (value: unknown): unknown => {
    if (where !== 'text') return value;
    if (typeof value === 'string') return `${value}${r.pick(['\0', '\uD800', 'x\0'])}`;
    if (Array.isArray(value)) return value.map(spoil);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, spoil(inner)]));
    return value;
  };
  let path = operation.path;
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      const value =
        where === 'path' && r.chance(0.7) ? r.pick(NASTY_VALUES) : walker.valid(parameter.schema, 0, parameter.name);
      path = path.replace(`{${parameter.name}}`, encode(asText(value)) || '%20');
    } else if (parameter.in === 'query') {
      if (where === 'query' && r.chance(0.5))
        query.push(`${encode(parameter.name)}=${encode(asText(r.pick(NASTY_VALUES)))}`);
      else if (parameter.required || r.chance(where === 'text' ? 0.8 : 0.4))
        query.push(
          `${encode(parameter.name)}=${encode(asText(spoil(walker.valid(parameter.schema, 0, parameter.name))))}`,
        );
    }
  }
  if (where === 'query' && r.chance(0.3))
    query.push(`${encode(r.pick(NASTY_STRINGS))}=${encode(r.pick(NASTY_STRINGS))}`);
  const url = query.length ? `${path}?${query.join('&')}` : path;
  const request: InjectOptions = { method: operation.method as 'GET', url, headers: {} };
  const types = Object.keys(operation.body);
  if (where === 'raw' && operation.method !== 'GET') {
    const raw = r.pick(RAW_BODIES);
    return { ...request, headers: { 'content-type': raw.contentType }, payload: raw.payload };
  }
  if (types.length === 0) return request;
  const type = r.pick(types);
  let body = spoil(walker.valid(operation.body[type], 0));
  if (where === 'body') body = walker.mutate(body);
  if (type.startsWith('multipart/')) {
    const { contentType, payload } = multipart(
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
    );
    return { ...request, headers: { 'content-type': contentType }, payload };
  }
  if (type === 'application/x-www-form-urlencoded') {
    const fields = typeof body === 'object' && body !== null ? Object.entries(body) : [['value', body]];
    const payload = fields.map(([name, value]) => `${encode(String(name))}=${encode(asText(value))}`).join('&');
    return { ...request, headers: { 'content-type': type }, payload };
  }
  return { ...request, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? 'null' };
}

describe('the OpenAPI fuzzer', () => {
  it(
    `sends ${REQUESTS} requests over every operation as every role and gets no 5xx`,
    { timeout: 600_000 },
    async () => {
      expect(operations.length).toBeGreaterThan(100);
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const failures = new Map<string, string>();
      const statuses = new Map<number, number>();
      const covered = new Set<string>();
      const callers = await signedInCallers();
      for (let index = 0; index < REQUESTS; index++) {
        // Every operation in turn, and each round as the next role: all pairs are met in 6 rounds.
        const operation = operations[index % operations.length]!;
        const role = ROLES[Math.floor(index / operations.length) % ROLES.length]!;
        const request = requestFor(operation, random);
        request.headers = {
          ...request.headers,
          ...callers.get(role),
          'accept-language': random.pick(['ru', 'en', 'zh']),
        };
        const res = await t.app.inject(request);
        // A fuzzed call may have signed its caller out or blocked them: the role signs in anew.
        if (res.statusCode === 401 && role !== 'GUEST') callers.set(role, await signedIn(role));
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        covered.add(`${operation.method} ${operation.path} ${role}`);
        if (res.statusCode >= 500) {
          const key = `${operation.method} ${operation.path}`;
          if (!failures.has(key))
            failures.set(
              key,
              `${res.statusCode} as ${role}: ${request.method} ${String(request.url).slice(0, 200)} ${String(request.payload ?? '').slice(0, 300)}`,
            );
        }
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      // CPU time too: on a busy machine the wall clock says more about the neighbours than the server.
      const used = process.cpuUsage(cpuBefore);
      const cpu = ((used.user + used.system) / 1e6).toFixed(1);
      const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
      process.stdout.write(
        `fuzzer: ${REQUESTS} requests (seed ${SEED}) over ${operations.length} operations × ${ROLES.length} callers ` +
          `(${covered.size} pairs) in ${seconds} s; ${[...failures].length} operations answered 5xx; ${byStatus.join(', ')}; ${cpu} s of CPU\n`,
      );
      expect([...failures].map(([key, example]) => `${key}: ${example}`)).toEqual([]);
      expect(covered.size).toBe(Math.min(REQUESTS, operations.length * ROLES.length));
    },
  );
});
