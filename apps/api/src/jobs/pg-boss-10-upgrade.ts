import { withAdvisoryLock } from '../db/advisory-lock.js';
import type { Database } from '../db/connection.js';
import { LOCK_KEYS } from '../db/lock-keys.js';
import {
  carryOverPgBoss10Schema,
  installedPgBossVersion,
  movePgBossSchemaAside,
  pgBoss10SchemaAside,
} from './pg-boss-10.repo.js';

/** pg-boss 10's schema version; 11 rewrote the schema and starts at 25. */
const PG_BOSS_10_VERSION = 24;

/**
 * pg-boss 11 rewrote its schema, and neither 11 nor 12 migrates pg-boss 10's: `start()` on it
 * refuses ("Cannot migrate pg-boss schema from version 24"). A database made under pg-boss 10 (a
 * demo data directory, a PostgreSQL database) keeps its jobs in two steps, each under an advisory
 * lock so that instances starting together do it once:
 *
 * 1. before pg-boss starts, its old schema moves aside (`pgboss_v10`), and pg-boss 12 installs its
 *    own as on an empty database;
 * 2. after, one transaction carries the old queues and the jobs still to run over, and drops the
 *    old schema (carryOverPgBoss10Jobs).
 *
 * A start that stopped between the two finds the old schema aside and carries it over then. Jobs
 * that had ended are not carried: what people see of a job is the product's own row (job_progress,
 * the mail outbox). Nor are schedules: the code declares its schedules at every start
 * (JobQueue.schedule). A job that was active when pg-boss 10 stopped runs again, as after any
 * crash: its process is gone, and the handlers tell work done (a mail no longer NEW, a job that a
 * start found abandoned).
 */
export async function setAsidePgBoss10(database: Database): Promise<void> {
  await withAdvisoryLock(database, LOCK_KEYS.pgBossUpgrade, async (session) => {
    if ((await installedPgBossVersion(session)) === PG_BOSS_10_VERSION) await movePgBossSchemaAside(session);
  });
}

/** Step 2 of setAsidePgBoss10's upgrade; nothing to do on a database that never had pg-boss 10. */
export async function carryOverPgBoss10Jobs(database: Database): Promise<void> {
  await withAdvisoryLock(database, LOCK_KEYS.pgBossUpgrade, async (session) => {
    if (await pgBoss10SchemaAside(session)) await carryOverPgBoss10Schema(session);
  });
}
