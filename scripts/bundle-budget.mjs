#!/usr/bin/env node
/**
 * The size budget of the first screens (issue 30): the JavaScript a browser loads before `/` or
 * `/book/wizard` renders stays within 170 kB gzip. A route's initial JavaScript is the entry script
 * and its static imports (index.html preloads them all), plus the lazy screen module of the route
 * (router.tsx, app/routes/*.tsx: `lazy: () => import(…)`) and its static imports, since the router
 * renders nothing of the route before that module has loaded.
 *
 * The module graph comes from Vite's manifest (apps/web/dist/.vite/manifest.json, `build.manifest`
 * in apps/web/vite.config.ts): `imports` are static imports, `dynamicImports` are not followed. Sizes
 * are of the built files, gzip at level 9, as the server precompresses them.
 *
 * Run after `npm run build -w @cargo/web`: prints a table per route and exits 1 naming the route
 * and its largest chunks when one is over budget.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** 170 kB, in the decimal kilobytes that Vite's build report and Lighthouse use. */
export const BUDGET_BYTES = 170_000;

/**
 * The budgeted routes and the source of the screen module each lazily loads (the manifest key is
 * the `src` relative to apps/web). A renamed screen fails the check instead of slipping out of it.
 *
 * A route over the 170 kB target carries an interim budget of its own, just above its size today
 * (docs/decisions.md D150): it cannot grow while the work that brings it down goes on. `/` is the
 * entry's 168.5 kB (zod's 26 kB in it) and the home page's 12 kB; `/book/wizard` renders its
 * first step with Ant Design's form controls.
 */
/** @type {BudgetedRoute[]} */
export const BUDGETED_ROUTES = [
  { route: '/', screens: ['src/features/home/home-route.tsx'], budget: 182_500 },
  { route: '/book/wizard', screens: ['src/features/wizard/wizard-route.tsx'], budget: 472_500 },
];

/** The manifest entry of the page: index.html's script. */
function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length !== 1) throw new Error(`the manifest has ${keys.length} entries, expected index.html alone`);
  return keys[0];
}

/**
 * The JavaScript files of `route`: the entry and the route's screens, each with everything it
 * imports statically, once each.
 */
export function routeFiles(manifest, screens) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest));
  for (const screen of screens) {
    if (!manifest[screen]) throw new Error(`the manifest has no module ${screen}: was the screen renamed?`);
    visit(screen);
  }
  return [...files];
}

/** Raw and gzip (level 9) bytes of each file, largest gzip first. */
export async function measure(dist, files) {
  const sizes = await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(path.join(dist, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    }),
  );
  return sizes.sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
}

/**
 * @typedef {{ route: string, screens: string[], budget?: number }} BudgetedRoute A route, the
 *   screens it loads lazily, and its own budget where it has one (else the check's).
 */

/**
 * Every budgeted route of the build in `dist`, measured: its chunks, total and whether it fits.
 * @param {{ dist: string, routes?: BudgetedRoute[], budget?: number }} options
 */
export async function checkBudget({ dist, routes = BUDGETED_ROUTES, budget = BUDGET_BYTES }) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  const text = await readFile(manifestFile, 'utf8').catch(() => {
    throw new Error(`${manifestFile} is missing: run \`npm run build -w @cargo/web\` first`);
  });
  const manifest = JSON.parse(text);
  return Promise.all(
    routes.map(async ({ route, screens, budget: routeBudget = budget }) => {
      const chunks = await measure(dist, routeFiles(manifest, screens));
      const total = chunks.reduce((sum, chunk) => ({ raw: sum.raw + chunk.raw, gzip: sum.gzip + chunk.gzip }), {
        raw: 0,
        gzip: 0,
      });
      return { route, chunks, total, budget: routeBudget, over: total.gzip > routeBudget };
    }),
  );
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

/** The table of one route, as printed. */
export function formatRoute({ route, chunks, total, budget, over }) {
  const width = Math.max(...chunks.map((chunk) => chunk.file.length), 'total'.length);
  const row = (name, raw, gzip) => `  ${name.padEnd(width)}  ${raw.padStart(11)}  ${gzip.padStart(10)}`;
  return [
    `${route}: ${kB(total.gzip)} gzip of ${kB(budget)} budget${budget > BUDGET_BYTES ? ` (interim; the target is ${kB(BUDGET_BYTES)})` : ''}${over ? ' (OVER)' : ''}`,
    row('chunk', 'raw', 'gzip'),
    ...chunks.map((chunk) => row(chunk.file, kB(chunk.raw), kB(chunk.gzip))),
    row('total', kB(total.raw), kB(total.gzip)),
  ].join('\n');
}

/** Why the check failed: each route over budget, with its three largest chunks. */
export function failureMessage(results) {
  return results
    .filter((result) => result.over)
    .map(
      ({ route, chunks, total, budget }) =>
        `${route} loads ${kB(total.gzip)} of JavaScript (gzip) before it renders, ${kB(total.gzip - budget)} over ` +
        `the ${kB(budget)} budget; largest chunks: ` +
        chunks
          .slice(0, 3)
          .map((chunk) => `${chunk.file} (${kB(chunk.gzip)})`)
          .join(', '),
    )
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await checkBudget({ dist: path.join(root, 'apps/web/dist') });
  console.log(results.map(formatRoute).join('\n\n'));
  const failure = failureMessage(results);
  if (failure) {
    console.error(`\n${failure}`);
    process.exit(1);
  }
}
