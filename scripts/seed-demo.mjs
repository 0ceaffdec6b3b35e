// `npm run seed:demo`: builds the server like `npm start` does, then loads the demo organizations
// and logins into the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
// Stop a server using the embedded database first: PGlite is one process's database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

if (!existsSync(at('node_modules'))) {
  console.error('Dependencies are not installed. Run `npm install` first.');
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.log('> building the server');
// tsc -b is incremental: a no-op in a second when nothing changed.
run(process.execPath, [at('node_modules/typescript/bin/tsc'), '-b', 'apps/api']);
run(process.execPath, [at('apps/api/dist/db/seed/seed-demo-cli.js')]);
