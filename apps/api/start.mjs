// Runs the built server (dist/main.js) with the node flags declared once, in this package's
// package.json (`nodeFlags`: heap sizes and garbage collection, docs/decisions.md D56). Every
// start goes through here: `npm start` (scripts/start.mjs, also e2e's web server), `npm start -w
// @cargo/api`, `node apps/api/start.mjs`; the benchmarks read the same `nodeFlags`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/** @type {string[]} */
export const nodeFlags = JSON.parse(readFileSync(here('./package.json'), 'utf8')).nodeFlags ?? [];

/**
 * Starts the server on this process's Node with its terminal, passes Ctrl+C and SIGTERM on, and
 * exits with it. `cwd` is where relative paths of the configuration (DATA_DIR) start.
 */
export function runServer(cwd) {
  const server = spawn(process.execPath, [...nodeFlags, here('./dist/main.js')], { cwd, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// `npm start -w @cargo/api` runs in apps/api: INIT_CWD is where the developer typed it.
if (process.argv[1] === fileURLToPath(import.meta.url)) runServer(process.env.INIT_CWD ?? process.cwd());
