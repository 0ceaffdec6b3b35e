import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { appServingWebDist } from '../../test/web-dist.js';

/** A build as scripts/prerender.mjs leaves it: `/` and `/book` in each language, and the list of them. */
const INDEX = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
const pageOf = (name: string, language: string) =>
  `<!doctype html><html lang="${language}"><body><div id="prerendered">${name} ${language}</div><div id="root"></div></body></html>`;
const LANGUAGES = ['ru', 'en', 'zh'] as const;
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'book', path: '/book' },
];
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  const files: Record<string, string | Buffer> = { 'index.html': INDEX };
  const pages = PAGES.map(({ name, path }) => {
    const pageFiles = Object.fromEntries(
      LANGUAGES.map((language) => [language, `prerendered/${name}.${language}.html`]),
    );
    for (const language of LANGUAGES) {
      files[`prerendered/${name}.${language}.html`] = pageOf(name, language);
      files[`prerendered/${name}.${language}.html.br`] = brotliCompressSync(pageOf(name, language));
    }
    return { path, files: pageFiles };
  });
  files['prerendered/pages.json'] = JSON.stringify({ pages });
  ({ t, close } = await appServingWebDist(files));
});
afterAll(() => close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...html, ...headers } });

describe('the prerendered pages', () => {
  it.each([
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,ru;q=0.5', 'ru'],
    ['de-DE,fr;q=0.9', 'en'],
  ])('answer / to a browser asking for "%s" in %s', async (acceptLanguage, language) => {
    const res = await get('/', { 'accept-language': acceptLanguage });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(pageOf('home', language));
  });

  it('answer in English when the browser names no language', async () => {
    expect((await get('/')).body).toBe(pageOf('home', 'en'));
  });

  it('follow the stored choice (the userLang cookie) before the browser languages', async () => {
    const res = await get('/', { cookie: 'theme=dark; userLang=zh', 'accept-language': 'ru' });
    expect(res.body).toBe(pageOf('home', 'zh'));
    // A value that is no language of the interface is not a choice.
    expect((await get('/', { cookie: 'userLang=de', 'accept-language': 'ru' })).body).toBe(pageOf('home', 'ru'));
  });

  it('follow ?lang= before the stored choice and the browser', async () => {
    const res = await get('/?lang=en', { cookie: 'userLang=zh', 'accept-language': 'ru' });
    expect(res.body).toBe(pageOf('home', 'en'));
    expect((await get('/?lang=zh-CN')).body).toBe(pageOf('home', 'zh'));
  });

  it('are revalidated on every visit and vary with the headers the language came from', async () => {
    const res = await get('/', { 'accept-language': 'ru', 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const vary = String(res.headers['vary']).toLowerCase();
    for (const header of ['accept-language', 'cookie', 'accept-encoding']) expect(vary).toContain(header);
    // Compressed at build time, as every file of the web app.
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(pageOf('home', 'ru'));
  });

  it('answer /book, a lane of it included, with the landing page of the language', async () => {
    for (const url of ['/book', '/book?fromCountry=CN&fromCity=Shanghai&toCountry=RU&toCity=Moscow']) {
      const res = await get(url, { 'accept-language': 'ru' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(pageOf('book', 'ru'));
    }
  });

  it('answer / whatever the request accepts, as the plain index did (HEAD too)', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: '*/*', 'accept-language': 'zh' } });
    expect(res.body).toBe(pageOf('home', 'zh'));
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { 'accept-language': 'zh' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('leave every other page to the plain index.html', async () => {
    for (const url of ['/book/wizard', '/partner/rates/sea', '/auth/login?lang=ru']) {
      const res = await get(url, { 'accept-language': 'ru', cookie: 'userLang=ru' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });
});
