// Starts the server with the node flags declared once, in this package's package.json
// (`nodeFlags`: heap sizes and garbage collection, docs/decisions.md D56). Every start goes through
// here: `npm start` (scripts/start.mjs, also e2e's web server), `npm start -w @cargo/api`, `node
// apps/api/start.mjs` run the build (dist/main.js); `npm run dev -w @cargo/api` (`--dev`) runs the
// sources under `tsx watch`, which hands the flags to each server it restarts. The benchmarks
// read the same `nodeFlags`; scripts/server-start.test.ts proves each start keeps them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/** @type {string[]} */
export const nodeFlags = JSON.parse(readFileSync(here('./package.json'), 'utf8')).nodeFlags ?? [];

/**
 * The command that runs the server on this process's Node: the build, or (`dev`) the sources
 * under `tsx watch`, restarted when they change. tsx passes node flags before the file on to the
 * Node it starts.
 * @param {{ dev?: boolean }} [options]
 */
export function serverCommand({ dev = false } = {}) {
  if (!dev) return [process.execPath, [...nodeFlags, here('./dist/main.js')]];
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  // The workspace's own sources (the "source" condition), watched too; this package's tsconfig
  // wherever it was started from.
  const options = ['--tsconfig', here('./tsconfig.json'), '--conditions=source'];
  return [process.execPath, [tsx, 'watch', ...options, ...nodeFlags, here('./src/main.ts')]];
}

/**
 * Starts the server with its terminal, passes Ctrl+C and SIGTERM on, and ends as it ends: with its
 * exit code, or killed by the same signal. `cwd` is where relative paths of the configuration
 * (DATA_DIR) start.
 * @param {string} cwd
 * @param {{ dev?: boolean }} [options]
 */
export function runServer(cwd, options) {
  const [command, args] = serverCommand(options);
  const server = spawn(command, args, { cwd, stdio: 'inherit' });
  // Ctrl+C reaches the server from the terminal as well; the server shuts down once however
  // many times it is asked (src/main.ts).
  const forward = (signal) => server.kill(signal);
  const signals = ['SIGINT', 'SIGTERM'];
  for (const signal of signals) process.on(signal, forward);
  // npm runs a script through `sh -c` and passes a SIGTERM to that shell only, which dies of it
  // without passing it on: this process would be left to init, the server running. Under npm, the
  // parent going away means stop. (Not otherwise: `nohup node apps/api/start.mjs &` outlives its shell.)
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    const watch = setInterval(() => {
      if (process.ppid === parent) return;
      clearInterval(watch);
      server.kill('SIGTERM');
    }, 250);
    server.on('exit', () => clearInterval(watch));
  }
  server.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 0);
    // Killed: die of the same signal, so that whoever started us (npm, a supervisor) sees it.
    for (const name of signals) process.off(name, forward);
    process.kill(process.pid, signal);
    // A signal this process survives by default (none of those above): the shell's convention.
    setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), 100);
  });
}

// `npm start -w @cargo/api` runs in apps/api: INIT_CWD is where the developer typed it.
if (process.argv[1] === fileURLToPath(import.meta.url))
  runServer(process.env.INIT_CWD ?? process.cwd(), { dev: process.argv.includes('--dev') });
