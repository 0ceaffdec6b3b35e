import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_AUTHORIZATION, catalogue } from '@cargo/domain';
import { bearer, createMember } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { COMPRESSION_THRESHOLD } from './compression.js';

const MESSAGES = '/api/v1/common/l10n/messages.json?lang=en';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('the API answers compressed per request', () => {
  it('compresses a large JSON answer with brotli where accepted, gzip otherwise, not at all when neither is', async () => {
    const plain = await get(MESSAGES);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

    const br = await get(MESSAGES, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const gzip = await get(MESSAGES, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

    for (const accepted of ['identity', 'deflate']) {
      const res = await get(MESSAGES, { 'accept-encoding': accepted });
      expect(res.headers['content-encoding'], accepted).toBeUndefined();
      expect(res.body, accepted).toBe(plain.body);
    }
  });

  it('compresses the OpenAPI document too', async () => {
    const res = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toHaveProperty('paths');
  });

  it('sends the message catalogue of the language asked for only', async () => {
    const res = await get('/api/v1/common/l10n/messages.json?lang=zh', { 'accept-encoding': 'br' });
    const { data } = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')) as {
      data: Record<string, string>;
    };
    expect(Object.keys(data)).toHaveLength(Object.keys(catalogue).length);
    expect(data['page.notFound']).toBe(catalogue['page.notFound'].zh);
    const texts = new Set(Object.values(data));
    expect(texts.has(catalogue['page.notFound'].en)).toBe(false);
    expect(texts.has(catalogue['page.notFound'].ru)).toBe(false);
  });

  it('answers HEAD without a body, with the headers of the uncompressed answer', async () => {
    // Fastify's HEAD route drops the payload before the compression hook sees it: the length
    // announced is the identity answer's, which is what a GET without accept-encoding gets.
    const plain = await get(MESSAGES);
    const res = await t.app.inject({ method: 'HEAD', url: MESSAGES, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(plain.rawPayload.length));
  });

  it('leaves answers under the threshold as they are: the health check and the sign-in pay nothing', async () => {
    const health = await get('/api/v1/health', { 'accept-encoding': 'br, gzip' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ data: { status: 'ok' } });

    const member = await createMember(t.database.db, 'CLIENT');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: {
        authorization: WEB_CLIENT_AUTHORIZATION,
        'content-type': 'application/x-www-form-urlencoded',
        'accept-encoding': 'br, gzip',
      },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: member.email,
        password: member.password,
      }).toString(),
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(signIn.headers['content-encoding']).toBeUndefined();
  });

  it('does not compress again what is compressed already: an xlsx download', async () => {
    const operator = await bearer(t.app, await createMember(t.database.db, 'OPERATOR'));
    const res = await get('/api/v1/common/l10n/export.xlsx', { ...operator, 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    // A zip archive, as sent: the xlsx signature.
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('does not decompress request bodies: a gzip body is refused, not expanded', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/common/l10n/import',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
