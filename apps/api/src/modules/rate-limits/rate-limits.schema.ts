import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters, one row per rule and key (an e-mail, a source address, an account), kept
 * in the database so every API instance counts the same tries. Fixed windows: `hits` counts
 * from the first try until `resets_at`. The table is UNLOGGED (the migration says so by hand):
 * counters are not worth a write-ahead log, and losing them in a crash only forgives a few tries.
 * Keys are hashes, so the table holds no e-mail or address in clear.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
