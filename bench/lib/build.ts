import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { benchRoot, log, repoRoot } from './paths.js';
import { runToCompletion } from './processes.js';

export const apiEntry = path.join(repoRoot, 'apps/api/dist/main.js');

/** The node flags every start of the server uses (apps/api/package.json "nodeFlags", read by apps/api/start.mjs). */
export const apiNodeFlags: string[] =
  (JSON.parse(readFileSync(path.join(repoRoot, 'apps/api/package.json'), 'utf8')) as { nodeFlags?: string[] })
    .nodeFlags ?? [];

/** The server's node arguments as `npm start` runs it. */
export const apiServerArgs = [...apiNodeFlags, apiEntry];

/**
 * Builds the API (and the domain package it imports) the way `npm start` does: `tsc -b` is
 * incremental, a no-op in a second or two when nothing changed.
 */
export async function ensureApiBuilt(): Promise<void> {
  log('building the API: tsc -b apps/api');
  const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
  await runToCompletion(process.execPath, [tsc, '-b', 'apps/api'], { cwd: repoRoot });
  if (!existsSync(apiEntry)) throw new Error(`the build did not produce ${apiEntry}`);
}

/**
 * Compiles a server of `bench/servers` to plain JavaScript in `bench/dist/servers` and returns its
 * path. Baselines run compiled, like the production build: under tsx's loader the bare server
 * spends about 9 % more instructions per request, which would flatter every comparison with it.
 */
export async function compiledServer(name: string): Promise<string> {
  const ts = (await import('typescript')).default;
  const source = path.join(benchRoot, 'servers', `${name}.ts`);
  const { outputText } = ts.transpileModule(readFileSync(source, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: source,
  });
  const target = path.join(benchRoot, 'dist', 'servers', `${name}.js`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, outputText);
  return target;
}

export const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

/**
 * Builds the web app with its own build script, as `npm run build:web` does: Vite, then the
 * precompressed copies the server sends (D141). Always, not only when stale: a page benchmark
 * measures the sources checked out, never a bundle left from another branch.
 */
export async function buildWeb(): Promise<void> {
  log('building the web app: npm run build -w @cargo/web');
  await runToCompletion('npm', ['run', 'build', '-w', '@cargo/web', '--silent'], { cwd: repoRoot });
  if (!existsSync(webIndex)) throw new Error(`the build did not produce ${webIndex}`);
}
