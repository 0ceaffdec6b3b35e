import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.js';
import { E2E_TIME_ZONE } from './support/zone.js';

/**
 * End-to-end tests against the real built app (docs/architecture.md §8): the API process serves the built
 * SPA on a free port, with a fresh embedded database, in Debian's Chromium — never a browser
 * that Playwright downloads. `node scripts/ensure-chromium.mjs` checks (or installs) it.
 */

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');

for (const [file, build] of [
  ['apps/web/dist/index.html', 'npm run build:web'],
  ['apps/api/dist/main.js', 'npm run build:server'],
] as const) {
  if (!existsSync(path.join(repoRoot, file))) throw new Error(`${file} is missing: run \`${build}\` first.`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cargo-e2e-'));
  // Only the process that made it removes it, when the run is over and the server is gone.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// Workers load this file again: they inherit these from the runner, so all agree on one server.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= freshDataDir();

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'specs',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  // Two workers, their browsers and the server share the machine's two cores: the first render
  // of a heavy page (a rates table) was seen taking 7 s of renderer CPU under that load, so an
  // assertion waits up to 20 s. A passing test waits no longer for it; speed is the benchmarks'.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: path.join(e2eDir, 'test-results', 'results.json') }]],
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-US',
    timezoneId: E2E_TIME_ZONE,
    // The tests' own API calls name the zone as the web client does, so their days are the browser's.
    extraHTTPHeaders: { 'X-Timezone': E2E_TIME_ZONE },
    viewport: { width: 1440, height: 900 },
    // The app honours the system's "reduce motion" (no Ant Design transitions): a click lands
    // at once instead of after a modal's zoom or a select's slide, and pictures are never caught
    // mid-animation. Contexts a test opens itself are asked for it where it matters.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    // Operators and partner admins must have a second factor: the demo logins enrol theirs first.
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'shell', testIgnore: /screenshots\.spec\.ts$/, dependencies: ['setup'] },
    // Each screenshot test visits its screen in three languages: three page loads, three pictures.
    { name: 'screenshots', testMatch: /screenshots\.spec\.ts$/, timeout: 90_000, dependencies: ['setup'] },
  ],
  webServer: {
    // The README's `npm start`: it checks the builds are current and starts the product.
    command: `"${process.execPath}" scripts/start.mjs`,
    cwd: repoRoot,
    url: `${baseURL}/api/v1/health`,
    env: {
      HOST: '127.0.0.1',
      PORT: port,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Cities of 15,000 people and more (about 30,000 instead of 135,000): every flow the specs
      // walk through, at a fraction of the start and the place index of the whole world.
      REFERENCE_MIN_CITY_POPULATION: '15000',
    },
    reuseExistingServer: false,
    // The first start of a new database loads the reference data (seconds; more on a busy CI machine).
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
