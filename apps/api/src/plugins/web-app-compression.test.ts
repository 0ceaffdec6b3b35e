import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { appServingWebDist } from '../../test/web-dist.js';

/**
 * The built web app as scripts/precompress.mjs leaves it: `x.br` and `x.gz` beside each text file
 * compression shrinks, none beside the rest (scripts/precompress.test.ts tests the step itself).
 */
const INDEX = `<!doctype html><html><head>${'<link rel="modulepreload" href="/assets/vendor-9f8e.js">'.repeat(8)}</head><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>`;
const SCRIPT = Array.from({ length: 300 }, (_, i) => `export const v${i} = t('key.${i % 13}');`).join('\n');
const TINY = '<svg/>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  const files: Record<string, string | Buffer> = { 'favicon.svg': TINY };
  for (const [name, text] of [
    ['index.html', INDEX],
    ['assets/app-1a2b.js', SCRIPT],
  ] as const) {
    files[name] = text;
    files[`${name}.br`] = brotliCompressSync(text);
    files[`${name}.gz`] = gzipSync(text);
  }
  ({ t, close } = await appServingWebDist(files));
});
afterAll(() => close());

const decoded = {
  br: (body: Buffer) => brotliDecompressSync(body).toString('utf8'),
  gzip: (body: Buffer) => gunzipSync(body).toString('utf8'),
};

describe('the web app compressed at build time', () => {
  it.each([
    ['br', 'gzip, deflate, br, zstd'],
    ['gzip', 'gzip, deflate'],
    ['gzip', '*'],
  ] as const)('sends the %s file to a request that accepts "%s"', async (encoding, accepted) => {
    const res = await t.app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': accepted } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(decoded[encoding](res.rawPayload)).toBe(SCRIPT);
  });

  it('sends the file itself to a request that accepts neither, still varying on it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }]) {
      const res = await t.app.inject({ url: '/assets/app-1a2b.js', headers });
      expect(res.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(res.headers['vary'], JSON.stringify(headers)).toMatch(/accept-encoding/i);
      expect(res.body, JSON.stringify(headers)).toBe(SCRIPT);
    }
  });

  it('answers screen paths with the compressed index.html, revalidated', async () => {
    for (const url of ['/', '/book/wizard', '/partner/rates/sea?x=1']) {
      const res = await t.app.inject({ url, headers: { ...html, 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['vary'], url).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(decoded.br(res.rawPayload), url).toBe(INDEX);
    }
    const gzip = await t.app.inject({ url: '/orders', headers: { ...html, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded.gzip(gzip.rawPayload)).toBe(INDEX);
    const plain = await t.app.inject({ url: '/orders', headers: html });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const get = await t.app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'br' } });
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
    const page = await t.app.inject({
      method: 'HEAD',
      url: '/book/wizard',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.rawPayload.length).toBe(0);
  });

  it('sends a file with no compressed copy as it is: nothing is compressed per request', async () => {
    const res = await t.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(TINY);
  });
});
