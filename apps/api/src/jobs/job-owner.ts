import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/** How often a process says it is alive while it runs jobs. */
export const JOB_HEARTBEAT_MS = 10_000;
/** Silence after which a job's owner counts as gone wherever it ran (three heartbeats and some). */
export const JOB_STALE_SECONDS = 45;

/**
 * This process as the owner of the jobs it runs: `host:pid:boot`. The boot id tells this process
 * from an earlier one that had the same pid (a container's pid 1 after a restart).
 */
export const PROCESS_OWNER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** Whether a process of this host has the pid (EPERM: another user's, alive all the same). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user has the pid; it is alive, whether ours or not.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process that took a job is gone: silent for longer than JOB_STALE_SECONDS, or, on
 * this host, its pid runs no process or is this process's own under another boot id (a restart
 * right after a crash need not wait for the silence).
 */
export function ownerIsGone(owner: string, quietSeconds: number, self: string = PROCESS_OWNER): boolean {
  if (owner === self) return false;
  if (quietSeconds > JOB_STALE_SECONDS) return true;
  const [host, pidText] = owner.split(':');
  const [selfHost, selfPid] = self.split(':');
  if (host !== selfHost) return false;
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return true;
  return pidText === selfPid || !processRuns(pid);
}
