import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from '../../../test/harness.js';
import { VERSION } from '../../version.js';

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
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await t.app.inject({ url: '/api/v1/health' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(hostile.headers['x-request-id']);
  });

  it('sends the security headers of a JSON answer', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
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
    expect(res.headers['x-frame-options']).toBe('DENY');
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
    await broken.app.close();
  });
});
