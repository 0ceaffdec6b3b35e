import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from '../../../test/harness.js';
import { VERSION } from '../../version.js';

/** A process prefix of 8 base64url characters and a base-36 counter. */
const GENERATED_ID = /^[\w-]{8}-[0-9a-z]+$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/health', () => {
  it('answers ok with the engine and the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: engine, version: VERSION } });
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('echoes a sane request id and replaces one that is not', async () => {
    const given = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'lb-7f3a.1' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.1');
    const hostile = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'a b\nforged log' } });
    expect(hostile.headers['x-request-id']).toMatch(GENERATED_ID);
    const none = await t.app.inject({ url: '/api/v1/health' });
    expect(none.headers['x-request-id']).toMatch(GENERATED_ID);
    expect(none.headers['x-request-id']).not.toBe(hostile.headers['x-request-id']);
  });

  it('generates ids that differ between servers, so logs of several instances never mix up', async () => {
    const other = await createTestApp();
    const ids = await Promise.all(
      [t, t, other, other].map(
        async ({ app }) => (await app.inject({ url: '/api/v1/health' })).headers['x-request-id'],
      ),
    );
    expect(new Set(ids).size).toBe(4);
    const prefixes = ids.map((id) => String(id).slice(0, 8));
    expect(prefixes[0]).toBe(prefixes[1]);
    expect(prefixes[2]).not.toBe(prefixes[0]);
    await other.close();
  });

  it('sends the security headers of a JSON answer', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // frame-ancestors makes browsers ignore X-Frame-Options: not sent twice.
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('asks for https only on answers that came over https', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const secure = await proxied.app.inject({ url: '/api/v1/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const page = await proxied.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https', accept: 'text/html' } });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await proxied.app.inject({ url: '/api/v1/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await proxied.close();
  });

  it('sends them on error answers too', async () => {
    const res = await t.app.inject({ url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 in the caller language, never the web app', async () => {
    const res = await t.app.inject({ url: '/api/v1/nope', headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Не найдено' }, errors: [] });
  });

  it('a known path with an unsupported method is a 404 as well', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('when the database stops answering', () => {
  it('health answers 503 with the error shape', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ url: '/api/v1/health', headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: '服务器当前不可用' }, errors: [] });
    // Within the probe's interval the failure is known without asking again: the same answer.
    const again = await broken.app.inject({ url: '/api/v1/health' });
    expect(again.statusCode).toBe(503);
    expect(again.json().error.code).toBe('SERVICE_UNAVAILABLE');
    await broken.app.close();
  });
});
