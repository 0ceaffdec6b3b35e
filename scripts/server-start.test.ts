import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nodeFlags } from '../apps/api/start.mjs';

/**
 * The ways the server starts (docs/decisions.md D124), each run for real: the server it starts has
 * the node flags of apps/api/package.json, and a SIGTERM or a Ctrl+C to what was started stops the
 * server, closes its port and ends the start. `npm start` itself is the same start.mjs after the
 * builds (scripts/start.mjs); its builds are left out here for their minutes.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
/** A start on a loaded two-core machine: migrations and the catalogue sync of an empty database. */
const START_MS = 120_000;
/** How long a stop may take: closing the server and the database. */
const STOP_MS = 15_000;

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cargo-start-'));
  // `npm start -w @cargo/api` runs the build; an incremental no-op when it is current.
  const built = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api'], {
    cwd: root,
    stdio: 'inherit',
  });
  expect(built.status).toBe(0);
}, 300_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  port: number;
  /** What the start has printed so far. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running: ChildProcess[] = [];
afterEach(() => {
  // A failed test leaves nothing running: the start had its own process group.
  for (const child of running.splice(0)) if (child.exitCode === null) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Gone already.
  }
}

/** Starts `command` in a process group of its own (a terminal's) and waits for the server's banner. */
async function start(command: string, args: string[], logLevel = 'warn'): Promise<Started> {
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: 'memory://',
      FILES_DIR: path.join(dataDir, 'files'),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: logLevel,
      REFERENCE_DATA: 'false',
      DEMO_DATA: 'false',
      JOBS_ENABLED: 'false',
    },
  });
  running.push(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no server after ${START_MS} ms:\n${output}`)), START_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const banner = /running at http:\/\/localhost:(\d+)\//.exec(output);
      if (banner) {
        clearTimeout(timer);
        resolve(Number(banner[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(({ code }) => reject(new Error(`${command} exited with ${code}:\n${output}`)));
  });
  return { child, port, exited, output: () => output };
}

/** The processes under `pid`, from /proc (Linux: the only platform the project's Node is installed for, D121). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid …: the name may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Ended while being read.
    }
  }
  // Depth first: a process comes before the processes it started.
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of parents)
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
  };
  visit(pid);
  return found;
}

/** Whether the process still runs (a zombie has ended and only waits for its parent to notice). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

/**
 * The command line of the process that runs the server's main module: the deepest under the start
 * whose last argument is that module (`tsx watch` names it too, and starts the server below it).
 */
function serverArgs(started: Started, main: string): string[] {
  const servers = descendants(started.child.pid!)
    .map((pid) => {
      try {
        return commandLine(pid);
      } catch {
        return [];
      }
    })
    .filter((args) => args.at(-1)?.endsWith(main));
  expect(servers.length).toBeGreaterThan(0);
  return servers.at(-1)!;
}

async function portClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/**
 * Sends `signal` as `to` says and waits until the start and every process it ran have ended
 * (npm answers a SIGTERM at once, passing it on, and its script ends after it); fails if anything
 * outlives STOP_MS. Answers how the start ended.
 */
async function stop(started: Started, signal: NodeJS.Signals, to: 'process' | 'group') {
  const tree = [started.child.pid!, ...descendants(started.child.pid!)];
  if (to === 'group') killGroup(started.child, signal);
  else started.child.kill(signal);
  const ended = await started.exited;
  const deadline = Date.now() + STOP_MS;
  while (tree.some(isRunning) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(tree.filter(isRunning)).toEqual([]);
  expect(await portClosed(started.port)).toBe(true);
  return ended;
}

describe.runIf(process.platform === 'linux')('every start of the server', () => {
  it('`npm start -w @cargo/api` runs the build with the node flags, and SIGTERM stops it', async () => {
    const started = await start('npm', ['start', '-w', '@cargo/api', '--silent']);
    const args = serverArgs(started, 'dist/main.js');
    expect(args.slice(1, 1 + nodeFlags.length)).toEqual(nodeFlags);
    // npm passes the signal on and dies of it; what matters is that the server stopped with it.
    await stop(started, 'SIGTERM', 'process');
  }, 180_000);

  it('`node apps/api/start.mjs` shuts the server down cleanly on Ctrl+C, however often it comes', async () => {
    // Info, for the server's "shutting down".
    const started = await start(process.execPath, ['apps/api/start.mjs'], 'info');
    const server = serverArgs(started, 'dist/main.js');
    expect(server.slice(1, 1 + nodeFlags.length)).toEqual(nodeFlags);
    const serverPid = descendants(started.child.pid!).find((pid) => commandLine(pid).at(-1) === server.at(-1))!;
    // Ctrl+C reaches the whole group, and the server again through start.mjs; one more SIGINT
    // while it closes stands for the second and is not to kill it halfway (exit 0, not SIGINT).
    const closing = (async () => {
      const ended = () => started.child.exitCode !== null || started.child.signalCode !== null;
      while (!started.output().includes('shutting down') && !ended())
        await new Promise((resolve) => setTimeout(resolve, 10));
      try {
        process.kill(serverPid, 'SIGINT');
      } catch {
        // Closed already.
      }
    })();
    const ended = await stop(started, 'SIGINT', 'group');
    await closing;
    expect(ended).toEqual({ code: 0, signal: null });
  }, 180_000);

  it('`npm run dev -w @cargo/api` runs the sources under tsx watch with the node flags, and SIGTERM stops it', async () => {
    const started = await start('npm', ['run', 'dev', '-w', '@cargo/api', '--silent']);
    const args = serverArgs(started, 'src/main.ts');
    for (const flag of nodeFlags) expect(args).toContain(flag);
    await stop(started, 'SIGTERM', 'process');
  }, 180_000);
});
