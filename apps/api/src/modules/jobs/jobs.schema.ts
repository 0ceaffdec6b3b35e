import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.schema.js';
import { users } from '../users/users.schema.js';

/**
 * The progress of a long job a person started (an import, a bulk action), kept in the database
 * so every API instance answers `GET /jobs/{id}` and streams its events alike. The queue
 * (pg-boss) runs the job; this row is what people see of it.
 */
export const jobProgress = pgTable(
  'job_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    phase: text('phase').notNull().default('START'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result'),
    error: text('error'),
    /**
     * The process running the job (`host:pid:boot`), set when it takes the job; null while a
     * queued job waits for one. A start fails the unfinished jobs of a process that is gone.
     */
    owner: text('owner'),
    /** When the owner last said it is alive (every JOB_HEARTBEAT_MS while it runs the job). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_progress_organization_idx').on(table.organizationId, table.createdAt),
    // The unfinished jobs a start looks through: few, whatever the history.
    index('job_progress_unfinished_idx')
      .on(table.owner)
      .where(sql`${table.phase} <> 'END'`),
  ],
);
