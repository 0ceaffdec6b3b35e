#!/usr/bin/env node
/**
 * Prerenders the first pages of a visit (issue 30) into the built web app: for each page of
 * apps/web/src/prerender/pages.ts and each language, `dist/prerendered/<name>.<language>.html`,
 * index.html with the page as a guest sees it (header, content, footer, title, `lang`), and
 * `dist/prerendered/pages.json`, which tells the server (apps/api/src/plugins/web-app.ts) which
 * path each page answers. The pages are made by the server-side bundle of src/prerender
 * (`vite build --ssr`), from the app's own components.
 *
 * `npm run build -w @cargo/web` runs it after both builds and before scripts/precompress.mjs:
 * `node prerender.mjs <dist> <ssr-dir>`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The chunks a module pulls in with its static imports, itself first, each once. */
function chunksOf(manifest, key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no module ${key}: was the screen renamed?`);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
}

/**
 * The styles and scripts of a route's screen that index.html does not already link: its CSS
 * (Vite loads it with the lazy chunk, too late for a first paint) and its modules, preloaded.
 */
export function screenAssets(manifest, screen) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const linked = chunksOf(manifest, entry);
  const linkedFiles = new Set(linked.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const chunks = chunksOf(manifest, screen);
  const url = (file) => `/${file}`;
  return {
    stylesheets: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((f) => !linkedFiles.has(f)).map(url),
    scripts: chunks
      .map((chunk) => chunk.file)
      .filter((f) => !linkedFiles.has(f))
      .map(url),
  };
}

export async function prerender(dist, ssrDir) {
  // The bundle's libraries (React, Ant Design) pick their production builds by this at run time,
  // as the client's build was made: production class names, no development checks.
  process.env.NODE_ENV = 'production';
  const ssr = await import(pathToFileURL(path.resolve(ssrDir, 'index.js')).href);
  const indexHtml = await readFile(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
  await mkdir(path.join(dist, 'prerendered'), { recursive: true });
  const pages = [];
  for (const spec of ssr.PRERENDERED_PAGES) {
    const assets = screenAssets(manifest, spec.screen);
    const files = {};
    for (const language of ssr.LANGUAGES) {
      const page = await ssr.renderPage(spec.path, language);
      const file = `prerendered/${spec.name}.${language}.html`;
      await writeFile(path.join(dist, file), ssr.pageDocument(indexHtml, language, page, assets));
      files[language] = file;
    }
    pages.push({ path: spec.path, files });
  }
  await writeFile(path.join(dist, 'prerendered/pages.json'), `${JSON.stringify({ pages }, null, 2)}\n`);
  return pages;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dist, ssrDir] = process.argv.slice(2);
  if (!dist || !ssrDir) {
    console.error('usage: node prerender.mjs <dist> <ssr-dir>');
    process.exit(2);
  }
  const pages = await prerender(dist, ssrDir);
  console.log(`prerendered ${pages.map((page) => `${page.path} (${Object.keys(page.files).join(', ')})`).join('; ')}`);
}
