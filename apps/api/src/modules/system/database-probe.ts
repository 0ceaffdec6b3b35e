import type { Database } from '../../db/connection.js';
import { askDatabase } from './database-probe.repo.js';

export interface DatabaseProbe {
  /** The last answer while it is younger than the interval; undefined when the database must be asked. */
  recent(): boolean | undefined;
  /** Asks the database with a trivial query; concurrent callers share one question. */
  check(): Promise<boolean>;
}

/**
 * Health checks arrive often (load balancers, monitors, benchmarks); the database is asked at
 * most once per interval, and in between the answer is known without waiting for anything.
 */
export function createDatabaseProbe(database: Database, intervalMs = 1000): DatabaseProbe {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let healthy = false;
  let running: Promise<boolean> | undefined;
  return {
    recent() {
      return performance.now() - checkedAt < intervalMs ? healthy : undefined;
    },
    check() {
      running ??= askDatabase(database)
        .then(
          () => true,
          () => false,
        )
        .then((result) => {
          healthy = result;
          checkedAt = performance.now();
          running = undefined;
          return result;
        });
      return running;
    },
  };
}
