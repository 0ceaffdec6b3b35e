import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * A user's authenticator (TOTP, RFC 6238). The shared secret is kept encrypted (AES-256-GCM
 * with a key derived from the signing key) and never leaves the server after enrolment. A
 * secret being enrolled waits in `pending_secret` until a code from the app confirms it, so a
 * reset does not end the old factor before the new one works.
 */
export const userFactors = pgTable('user_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  pendingSecret: text('pending_secret'),
  pendingAt: timestamp('pending_at', { withTimezone: true }),
  /** The last time step whose code was accepted: a code is good once (RFC 6238 §5.2). */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});

/** Single-use recovery codes, as SHA-256 hashes; a new set replaces the old. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/** "Trust this device": a browser that passed the second factor skips it for 30 days. Hashes only. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('trusted_devices_user_idx').on(table.userId)],
);
