import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { log, repoRoot } from './paths.js';
import { runToCompletion } from './processes.js';

export const apiEntry = path.join(repoRoot, 'apps/api/dist/main.js');

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
