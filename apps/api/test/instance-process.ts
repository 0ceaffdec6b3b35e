import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** main.ts says where it listens once it does. */
const LISTENING = /running at (http:\/\/localhost:\d+)\//;

export interface InstanceProcess {
  /** http://localhost:<port>, without a trailing slash. */
  url: string;
  /** What the process wrote to stderr so far (its warnings and errors: LOG_LEVEL=warn). */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * The API as production starts it (main.ts: its own process, memory and connection pool), from
 * the sources through tsx, listening on a free port of 127.0.0.1. `env` is all it is told besides
 * PATH: the database, FILES_DIR, and whatever a test sets.
 */
export async function startInstanceProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<InstanceProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      REFERENCE_DATA: 'false',
      DEMO_DATA: 'false',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'exit');
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the instance did not start in ${timeoutMs} ms`)), timeoutMs);
      child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        const found = LISTENING.exec(stdout);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]!);
        }
      });
      void exited.then(([code]) => {
        clearTimeout(timer);
        reject(new Error(`the instance exited with ${String(code)} before it listened:\n${stderr}`));
      });
    });
    return {
      url,
      errors: () => stderr,
      async stop() {
        if (child.exitCode !== null || child.signalCode !== null) return;
        // SIGTERM: main.ts closes the server, the job queue and the pool, as in production.
        child.kill('SIGTERM');
        // A server closing waits for its open connections (an event stream a failed test left).
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}
