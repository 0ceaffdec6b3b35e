import type { Database } from '../../db/connection.js';

export interface DatabaseProbe {
  /** Whether the database answered a trivial query within the last interval. */
  isHealthy(): Promise<boolean>;
}

/**
 * Health checks arrive often (load balancers, monitors, benchmarks); the database is asked at
 * most once per interval and concurrent callers share one probe.
 */
export function createDatabaseProbe(database: Database, intervalMs = 1000): DatabaseProbe {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let healthy = false;
  let running: Promise<boolean> | undefined;
  return {
    isHealthy() {
      if (performance.now() - checkedAt < intervalMs) return Promise.resolve(healthy);
      running ??= database
        .executeSql('select 1 as ok', [])
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
