import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { log, repoRoot } from './paths.js';
import { runToCompletion } from './processes.js';

/** Tests are left out of the build (the projects' tsconfig excludes them), so they do not make it stale. */
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Newest modification time of a file or, recursively, of any file under a directory (0 when absent). */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && !isTest(entry.name))
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** The projects `tsc -b apps/api` builds: their sources and their outputs. */
const projects = ['packages/domain', 'apps/api'].map((dir) => ({
  inputs: [path.join(repoRoot, dir, 'src'), path.join(repoRoot, dir, 'tsconfig.json')],
  outputs: [path.join(repoRoot, dir, 'dist'), path.join(repoRoot, dir, 'tsconfig.tsbuildinfo')],
}));

export const apiEntry = path.join(repoRoot, 'apps/api/dist/main.js');

/** Builds the API (and the domain package it imports) when its output is missing or older than its sources. */
export async function ensureApiBuilt(): Promise<void> {
  const stale = projects.some(
    ({ inputs, outputs }) => Math.max(...inputs.map(newestMtime)) > Math.max(...outputs.map(newestMtime)),
  );
  if (existsSync(apiEntry) && !stale) return;
  log('building the API: tsc -b apps/api');
  const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
  await runToCompletion(process.execPath, [tsc, '-b', 'apps/api'], { cwd: repoRoot });
  if (!existsSync(apiEntry)) throw new Error(`the build did not produce ${apiEntry}`);
}
