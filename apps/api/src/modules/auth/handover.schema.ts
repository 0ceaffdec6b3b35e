import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';
import { refreshSessions } from './auth.schema.js';

/**
 * One-time codes of the white-label hand-over (handover.service.ts): stored as hashes, bound to
 * the domain they were issued for and to the session that asked, valid seconds, deleted when
 * used. Kept in the database so that any instance can redeem a code another issued.
 */
export const handoverCodes = pgTable('handover_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionId: text('session_id')
    .notNull()
    .references(() => refreshSessions.id, { onDelete: 'cascade' }),
  domain: text('domain').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
