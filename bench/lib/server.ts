import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { exited, pinning, spawnTracked, stopChild } from './processes.js';

/** Loads go to the loopback interface only. */
export const HOST = '127.0.0.1';

/** A port nobody listens on right now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface RunningServer {
  name: string;
  pid: number | undefined;
  origin: string;
  stop(): Promise<void>;
}

export interface ServerSpec {
  /** For messages only. */
  name: string;
  /** Arguments to `node` (a script and its flags). */
  nodeArgs: string[];
  /** Added to the runner's environment; PORT and HOST are set here. */
  env?: Record<string, string>;
  cwd?: string;
  /** A path answering 200 once the server is ready. */
  readyPath: string;
  readyTimeoutMs?: number;
  /** Receives the server's stdout line by line; without it stdout goes to /dev/null. */
  onStdoutLine?: (line: string) => void;
}

/**
 * Starts `node …` pinned to the server core on a free port, stdout to /dev/null (production logs
 * go there, and their cost stays in) unless `onStdoutLine` reads it, and waits until `readyPath`
 * answers 200.
 */
export async function startServer(spec: ServerSpec): Promise<RunningServer> {
  const port = await freePort();
  const child = spawnTracked(process.execPath, spec.nodeArgs, {
    cpus: pinning?.server,
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env, PORT: String(port), HOST },
    stdio: ['ignore', spec.onStdoutLine ? 'pipe' : 'ignore', 'pipe'],
  });
  if (spec.onStdoutLine) {
    const onLine = spec.onStdoutLine;
    let partial = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.stdout?.once('end', () => partial && onLine(partial));
  }
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));
  const server: RunningServer = {
    name: spec.name,
    pid: child.pid,
    origin: `http://${HOST}:${port}`,
    stop: () => stopChild(child),
  };

  const exit = exited(child);
  const deadline = Date.now() + (spec.readyTimeoutMs ?? 60_000);
  let lastProblem = 'no answer yet';
  try {
    for (;;) {
      if (spawnError) throw spawnError;
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`exited with ${child.exitCode ?? child.signalCode} before it was ready`);
      }
      if (Date.now() > deadline) throw new Error(`not ready after ${spec.readyTimeoutMs ?? 60_000} ms: ${lastProblem}`);
      try {
        const response = await fetch(server.origin + spec.readyPath, { signal: AbortSignal.timeout(2000) });
        await response.arrayBuffer();
        if (response.status === 200) return server;
        lastProblem = `${spec.readyPath} answered ${response.status}`;
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
      }
      await Promise.race([sleep(100), exit]);
    }
  } catch (error) {
    await server.stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`server ${spec.name}: ${reason}${stderr.trim() ? `\n--- its stderr ---\n${stderr.trim()}` : ''}`, {
      cause: error,
    });
  }
}
