import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Every child still alive: killed when the runner exits, however it exits. */
const live = new Set<ChildProcess>();

function killAll(): void {
  for (const child of live) child.kill('SIGKILL');
  live.clear();
}

process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    process.stderr.write(`[bench] ${signal}: stopping child processes\n`);
    killAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** CPU pinning, as long as the machine has two cores and taskset: servers on 0, load on 1. */
export const pinning: { server: string; load: string } | undefined =
  existsSync('/usr/bin/taskset') && availableParallelism() >= 2 ? { server: '0', load: '1' } : undefined;

/** Spawns `command args` pinned to `cpus` (when pinning is available) and tracks it until it exits. */
export function spawnTracked(
  command: string,
  args: readonly string[],
  options: SpawnOptions & { cpus?: string },
): ChildProcess {
  const { cpus, ...spawnOptions } = options;
  const child =
    cpus === undefined
      ? spawn(command, args, spawnOptions)
      : spawn('/usr/bin/taskset', ['-c', cpus, command, ...args], spawnOptions);
  live.add(child);
  child.once('exit', () => live.delete(child));
  child.once('error', () => live.delete(child));
  return child;
}

/** Resolves once the child has exited (immediately when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM, then SIGKILL if the child is still alive after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

/** Runs a command to completion; resolves with its stdout, rejects on a non-zero exit. */
export function runToCompletion(
  command: string,
  args: readonly string[],
  options: { cpus?: string; cwd?: string; timeoutMs?: number } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnTracked(command, args, {
      cpus: options.cpus,
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer =
      options.timeoutMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else
        reject(
          new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}\n${stderr.trim() || stdout.trim()}`),
        );
    });
  });
}
