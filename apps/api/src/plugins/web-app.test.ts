import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { appServingWebDist } from '../../test/web-dist.js';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-1a2b.js"></script></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await appServingWebDist({
    'index.html': INDEX,
    'assets/app-1a2b.js': 'console.log("app")',
    'favicon.svg': '<svg/>',
  }));
});
afterAll(() => close());

describe('the built web app', () => {
  it('is served at / and revalidated on every visit', async () => {
    const res = await t.app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('carries the document security headers: scripts from this origin only, framed by no other site', async () => {
    for (const url of ['/', '/partner/rates/sea']) {
      const res = await t.app.inject({ url, headers: html });
      const policy = res.headers['content-security-policy'];
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).toContain("frame-ancestors 'self'");
      expect(policy, url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers any screen path with index.html so the client router takes it', async () => {
    for (const url of ['/partner/rates/sea', '/no/such/page?x=1', '/book/wizard']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with 404, not index.html', async () => {
    for (const url of ['/assets/app-old.js', '/robots.txt']) {
      const res = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<html');
    }
  });

  it('never answers an API path with the web app', async () => {
    for (const url of ['/api/v1/nope', '/api', '/oauth2/nope']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' }, errors: [] });
    }
  });

  it('does not serve the web app to other methods', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/partner/rates/sea', headers: html });
    expect(res.statusCode).toBe(404);
  });
});
