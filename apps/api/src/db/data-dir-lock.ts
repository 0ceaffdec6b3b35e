import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { processRuns } from '../jobs/job-owner.js';

/** The lock's file, inside the data directory: it moves and goes with the data it guards. */
export const LOCK_FILE = 'cargo-server.lock';

interface Holder {
  pid: number;
  host: string;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: Holder | undefined) {
    super(
      `The embedded database in ${dataDir} is in use by ${holder ? `process ${holder.pid} on ${holder.host}` : 'another process'}. ` +
        'PGlite serves one server process: stop the other one, or run several instances on PostgreSQL ' +
        `(DATABASE_URL). If that process is gone, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? { pid: holder.pid, host: holder.host }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The directories this process holds. */
const held = new Set<string>();

/**
 * Whether the holder may still have the directory open. Another host's process cannot be asked
 * (a shared disk): it counts as alive. Our own pid holds it if this process took it; otherwise it
 * is a process that died before us with the same pid (pid 1 of a restarted container).
 */
function holds(holder: Holder, dataDir: string): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return held.has(dataDir);
  return processRuns(holder.pid);
}

/**
 * Takes the embedded database's directory for this process, or throws DataDirInUseError. PGlite
 * does not lock its directory itself, and two processes writing one directory corrupt it: a
 * second server started on it, or the demo seeding run beside a server, must be refused. A lock
 * left by a process that is gone is taken over. Answers the release.
 */
export function lockDataDir(directory: string): () => void {
  const dataDir = path.resolve(directory);
  const file = path.join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname() };
  for (let attempt = 0; ; attempt++) {
    try {
      // `wx`: created only if absent, so of two processes starting together one gets it.
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    // An unreadable lock is being written right now; one found again after taking a stale one
    // over belongs to a process that took it first.
    if (!holder || holds(holder, dataDir) || attempt > 0) throw new DataDirInUseError(dataDir, holder);
    rmSync(file, { force: true });
  }
  held.add(dataDir);
  return () => {
    held.delete(dataDir);
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}
