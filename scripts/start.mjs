// `npm start`: builds what is missing or stale, then runs the product (API + web app) in this process group.
// It installs nothing: a fresh clone needs `npm install` first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runServer } from '../apps/api/start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

if (!existsSync(at('node_modules'))) {
  console.error('Dependencies are not installed. Run `npm install` first, then `npm start`.');
  process.exit(1);
}
// Imported once the dependencies are known to be there: it reads semver.
const { requireProjectNode } = await import('./project-node.mjs');
requireProjectNode('npm start');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function run(label, command, args) {
  console.log(`> ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// tsc -b is incremental: a no-op in a second when nothing changed.
run('building the server', process.execPath, [at('node_modules/typescript/bin/tsc'), '-b', 'apps/api']);

const webIndex = at('apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/domain/src',
];
if (newestMtime(webIndex) < Math.max(...webSources.map((source) => newestMtime(at(source))))) {
  run('building the web app', 'npm', ['run', 'build', '-w', '@cargo/web', '--silent']);
}

// With the node flags the server runs with wherever it is started (apps/api/start.mjs).
runServer(root);
