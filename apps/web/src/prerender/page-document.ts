import type { Language } from '@cargo/domain';
import { PRERENDERED_ID } from '../app/take-over';
import { acceptLanguageOf } from '../shared/i18n/language-store';
import type { RenderedPage } from './render-page';

/** What the page needs beside index.html's own links: the route's styles and its screen's script. */
export interface PageAssets {
  stylesheets: readonly string[];
  scripts: readonly string[];
}

/** The script that starts the app after the page's first paint (apps/web/public). */
export const START_AFTER_PAINT = '/start-after-paint.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces the one `pattern` in `html`, or fails: a changed index.html must not give a page silently wrong. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  const found = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (found !== 1) throw new Error(`index.html has ${found} matches of ${pattern}, expected one`);
  return html.replace(pattern, () => replacement);
}

/**
 * Body markup: one render, or the wide and the narrow one, each shown at its widths by
 * app/prerendered.css (`.prerendered-wide`, `.prerendered-narrow`), so a phone paints the phone's
 * layout and a desktop the desktop's without a script.
 */
function bodyOf(markup: RenderedPage['markup']): string {
  if ('both' in markup) return markup.both;
  return `<div class="prerendered-wide">${markup.wide}</div><div class="prerendered-narrow">${markup.narrow}</div>`;
}

/**
 * The built index.html with a page prerendered into it: the language on `<html>`, the page's
 * title, the route's stylesheets and Ant Design's styles in the head, the app's entry and the
 * route's screen module preloaded, the entry started after the first paint, and the markup in its
 * own element before the app's empty root.
 */
export function pageDocument(indexHtml: string, language: Language, page: RenderedPage, assets: PageAssets): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html has no module script of the app');
  const head = [
    // The entry downloads at once, as index.html's own script would, but runs after the first
    // paint (public/start-after-paint.js): the page never waits for the app's JavaScript.
    `<link rel="modulepreload" crossorigin href="${escapeHtml(entry)}">`,
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    page.styles,
  ].join('');
  let html = replaceOnce(indexHtml, /<html[^>]*>/, `<html lang="${acceptLanguageOf(language)}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(html, /<\/head>/, `${head}</head>`);
  html = replaceOnce(
    html,
    /<script type="module" crossorigin src="[^"]+"><\/script>/,
    `<script defer src="${START_AFTER_PAINT}" data-entry="${escapeHtml(entry)}"></script>`,
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="${PRERENDERED_ID}" data-language="${language}">${bodyOf(page.markup)}</div><div id="root"></div>`,
  );
}
