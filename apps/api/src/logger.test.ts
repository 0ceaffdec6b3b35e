import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_AUTHORIZATION } from '@cargo/domain';
import { createMember, signIn } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { createLogger } from './logger.js';

const fixture = path.join(import.meta.dirname, '../test/fixtures/log-then-exit.ts');

function runFixture(ending: 'exit' | 'crash') {
  const child = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', fixture, ending], {
    encoding: 'utf8',
  });
  const lines = child.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { status: child.status, messages: lines.map((line) => line.msg) };
}

it.each(['exit', 'crash'] as const)('writes the lines still pending when the process ends by %s', (ending) => {
  const { status, messages } = runFixture(ending);
  expect(status).toBe(ending === 'exit' ? 3 : 1);
  expect(messages).toEqual(['first, in an earlier turn', 'second', 'third']);
});

describe('the request log', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  beforeAll(async () => {
    t = await createTestApp({ logger: createLogger('info', capture) });
  });
  afterAll(() => t.close());

  it('has one line per request, with its id, and never the credentials', async () => {
    const res = await t.app.inject({
      url: '/api/v1/common/l10n/languages?probe=1',
      headers: { authorization: 'Bearer secret-token', cookie: 'session=secret', 'x-request-id': 'lb-1' },
    });
    expect(res.statusCode).toBe(200);
    const mine = lines.filter((line) => line.reqId === 'lb-1');
    expect(mine).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        level: 30,
        method: 'GET',
        url: '/api/v1/common/l10n/languages?probe=1',
        status: 200,
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('keeps no secret of an address: tokens, codes and passwords in the query are redacted', async () => {
    const user = await createMember(t.app.database.db, 'PARTNER_ADMIN');
    const { access_token: accessToken, refresh_token: refreshToken } = await signIn(t.app, user);
    const addresses = [
      `/?token=${accessToken}`,
      `/auth/password-recovery?token=restore-secret-1&lang=ru`,
      `/partner/orders?handover=handover-secret-2&page=2`,
      `/api/v1/users/current?access_token=${accessToken}`,
      `/oauth2/token?refresh_token=${encodeURIComponent(refreshToken)}&password=pass-secret-3`,
      `/auth/login?redirectTo=${encodeURIComponent('/auth/password-recovery?token=restore-secret-4')}`,
      `/?Code=code-secret-5&%74oken=token-secret-6`,
    ];
    for (const [index, url] of addresses.entries())
      await t.app.inject({
        method: url.startsWith('/oauth2') ? 'POST' : 'GET',
        url,
        headers: { 'x-request-id': `redact-${index}`, authorization: WEB_CLIENT_AUTHORIZATION },
      });
    const mine = lines.filter((line) => String(line.reqId).startsWith('redact-'));
    expect(mine).toHaveLength(addresses.length);
    const text = JSON.stringify(mine);
    for (const secret of [accessToken, refreshToken, encodeURIComponent(refreshToken), 'secret-'])
      expect(text).not.toContain(secret);
    expect(mine.map((line) => line.url)).toEqual([
      '/?token=[redacted]',
      '/auth/password-recovery?token=[redacted]&lang=ru',
      '/partner/orders?handover=[redacted]&page=2',
      '/api/v1/users/current?access_token=[redacted]',
      '/oauth2/token?refresh_token=[redacted]&password=[redacted]',
      `/auth/login?redirectTo=${encodeURIComponent('/auth/password-recovery?token=[redacted]')}`,
      '/?Code=[redacted]&%74oken=[redacted]',
    ]);
  });

  it("redacts the address wherever a request is logged whole, in place of Fastify's own serializer", () => {
    const written: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          written.push(chunk.toString());
          done();
        },
      }),
    );
    logger.info({ req: { method: 'GET', url: '/?token=whole-secret', headers: { cookie: 'c' } } }, 'incoming request');
    expect(JSON.parse(written[0]!).req).toEqual({ method: 'GET', url: '/?token=[redacted]' });
  });

  it('leaves successful health checks out, but not failing ones', async () => {
    const ok = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'lb-ok' } });
    expect(ok.statusCode).toBe(200);
    const broken = await createTestApp({ logger: createLogger('info', capture) });
    await broken.database.close();
    const failed = await broken.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'lb-down' } });
    expect(failed.statusCode).toBe(503);
    await broken.app.close();
    expect(lines.filter((line) => line.reqId === 'lb-ok')).toEqual([]);
    expect(lines.filter((line) => line.reqId === 'lb-down')).toEqual([
      expect.objectContaining({ msg: 'request completed', level: 40, status: 503 }),
    ]);
  });
});
