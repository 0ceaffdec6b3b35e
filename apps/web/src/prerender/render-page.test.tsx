// @vitest-environment node
// The build runs the prerender in Node: no window, no document, no storage.
import { LANGUAGES, translate, type Language } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { pageDocument } from './page-document';
import { renderPage } from './render-page';

/** The built index.html's shape, as Vite leaves it. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Cargo marketplace</title>
    <script type="module" crossorigin src="/assets/index-0a9b.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1a2b.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const ASSETS = { stylesheets: ['/assets/home-route-3c4d.css'], scripts: ['/assets/home-route-5e6f.js'] };

const text = (language: Language, key: Parameters<typeof translate>[1]) => translate(language, key);

/** What a reader sees of a document's body: its text without tags, comments and entities. */
function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<body>'));
  return body
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('the prerendered home page', () => {
  it.each(LANGUAGES)('is the guest’s home page in %s, with its title and language', async (language) => {
    const page = await renderPage('/', language);
    const html = pageDocument(INDEX, language, page, ASSETS);

    expect(html).toContain(`<html lang="${language === 'zh' ? 'zh-CN' : language}">`);
    expect(html).toContain(`<title>${text(language, 'app.name')}</title>`);
    const seen = bodyText(html);
    expect(seen).toContain(text(language, 'home.headline'));
    // The header's sign-in and the footer are a guest's, in the same language.
    expect(seen).toContain(text(language, 'session.signIn'));
    expect(seen).toMatch(new RegExp(`© \\d{4} ${text(language, 'app.name')}`));
    // The route's styles in the head, so the page paints as the app will.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-route-3c4d.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-route-5e6f.js">');
    // The app's entry downloads at once but starts after the first paint.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-0a9b.js">');
    expect(html).toContain('<script defer src="/start-after-paint.js" data-entry="/assets/index-0a9b.js"></script>');
    expect(html).not.toContain('<script type="module"');
    // The markup before the app's empty root, which the app renders into and takes over from.
    expect(html).toMatch(/<div id="prerendered" data-language="\w+">[\s\S]+<\/div><div id="root"><\/div>/);
    // No other language's headline slipped in.
    for (const other of LANGUAGES.filter((l) => l !== language))
      expect(html).not.toContain(text(other, 'home.headline'));
  });

  it('gives every element one id in the document, so a phone’s labels name the phone’s own fields', async () => {
    const page = await renderPage('/', 'en');
    const html = pageDocument(INDEX, 'en', page, ASSETS);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(2);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // Each label names a field that is there.
    for (const [, target] of html.matchAll(/<label[^>]*\sfor="([^"]+)"/g)) expect(ids).toContain(target);
  });

  it('writes a screen that loads Ant Design lazily with its content and styles, not its spinner', async () => {
    // The first render of the file that meets the lazy Ant Design scope (the /book screen).
    const page = await renderPage('/book', 'en');
    const markup = 'both' in page.markup ? page.markup.both : page.markup.wide + page.markup.narrow;
    expect(markup).not.toContain('aria-busy="true"');
    expect(markup).toContain(text('en', 'wizard.book.titleAny'));
    const components = new Set(markup.match(/(?<=class="(?:[^"]* )?)ant-[a-z]+(?=[ "])/g));
    expect(components.size).toBeGreaterThan(0);
    for (const component of components) expect(page.styles, component).toContain(`.${component}`);
  });

  it('names the tab of a page below home by the page, then the product', async () => {
    const page = await renderPage('/book', 'ru');
    expect(page.title).toBe(`${translate('ru', 'nav.book')} · ${translate('ru', 'app.name')}`);
  });

  it('refuses an index.html it cannot place the page in', async () => {
    const page = await renderPage('/', 'en');
    expect(() =>
      pageDocument(INDEX.replace('<div id="root"></div>', '<main id="root"></main>'), 'en', page, ASSETS),
    ).toThrow(/expected one/);
  });
});
