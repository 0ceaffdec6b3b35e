import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBudget, failureMessage, formatRoute } from './bundle-budget.mjs';

/** Random bytes: gzip cannot shrink them, so a chunk's gzip size is about its raw size. */
const noise = (length: number) => randomBytes(length);

/**
 * A build in miniature: an entry importing a vendor chunk and lazily the two screens; the home
 * screen imports a big chunk of its own, the wizard's a small one, and a lazy chunk nobody awaits.
 */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/home.tsx', 'src/wizard.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_big.js': { file: 'assets/big.js', imports: ['_vendor.js'] },
  '_small.js': { file: 'assets/small.js' },
  '_later.js': { file: 'assets/later.js' },
  'src/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_big.js'] },
  'src/wizard.tsx': {
    file: 'assets/wizard.js',
    isDynamicEntry: true,
    imports: ['_small.js', '_vendor.js'],
    dynamicImports: ['_later.js'],
  },
};
const sizes: Record<string, number> = {
  'assets/index.js': 2_000,
  'assets/vendor.js': 20_000,
  'assets/big.js': 30_000,
  'assets/small.js': 1_000,
  'assets/later.js': 50_000,
  'assets/home.js': 500,
  'assets/wizard.js': 500,
  'assets/index.css': 50_000,
};
const routes = [
  { route: '/', screens: ['src/home.tsx'] },
  { route: '/book/wizard', screens: ['src/wizard.tsx'] },
];

describe('the size budget of the first screens', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'cargo-budget-'));
    await mkdir(path.join(dist, '.vite'), { recursive: true });
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    await Promise.all(Object.entries(sizes).map(([file, length]) => writeFile(path.join(dist, file), noise(length))));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('counts the entry, the screen and their static imports, once each, and no CSS or lazy chunk', async () => {
    const results = await checkBudget({ dist, routes, budget: 60_000 });
    const [home, wizard] = [results[0]!, results[1]!];
    expect(home.chunks.map((chunk) => chunk.file)).toEqual([
      'assets/big.js',
      'assets/vendor.js',
      'assets/index.js',
      'assets/home.js',
    ]);
    expect(wizard.chunks.map((chunk) => chunk.file).sort()).toEqual([
      'assets/index.js',
      'assets/small.js',
      'assets/vendor.js',
      'assets/wizard.js',
    ]);
    expect(home.total.raw).toBe(52_500);
    expect(home.total.gzip).toBe(home.chunks.reduce((sum, chunk) => sum + chunk.gzip, 0));
  });

  it('passes when every route is under budget', async () => {
    const results = await checkBudget({ dist, routes, budget: 60_000 });
    expect(results.map((result) => result.over)).toEqual([false, false]);
    expect(failureMessage(results)).toBe('');
    expect(formatRoute(results[0]!)).toMatch(/^\/: [\d.]+ kB gzip of 60\.00 kB budget\n/);
  });

  it('fails naming the route over budget and the chunk that broke it', async () => {
    const results = await checkBudget({ dist, routes, budget: 40_000 });
    expect(results.map((result) => result.over)).toEqual([true, false]);
    const message = failureMessage(results);
    expect(message).toMatch(/^\/ loads [\d.]+ kB .* over the 40\.00 kB budget; largest chunks: assets\/big\.js \(/);
    expect(message).not.toContain('/book/wizard');
    expect(formatRoute(results[0]!)).toContain('(OVER)');
  });

  it('fails loudly when a budgeted screen is no longer in the build', async () => {
    await expect(checkBudget({ dist, routes: [{ route: '/', screens: ['src/renamed.tsx'] }] })).rejects.toThrow(
      /no module src\/renamed\.tsx/,
    );
  });

  it('holds a route to a budget of its own where it has one', async () => {
    const results = await checkBudget({
      dist,
      routes: [{ ...routes[0]!, budget: 50_000 }, routes[1]!],
      budget: 60_000,
    });
    expect(results.map(({ route, budget, over }) => ({ route, budget, over }))).toEqual([
      { route: '/', budget: 50_000, over: true },
      { route: '/book/wizard', budget: 60_000, over: false },
    ]);
    expect(formatRoute(results[0]!)).toMatch(/^\/: [\d.]+ kB gzip of 50\.00 kB budget \(OVER\)/);
  });
});
