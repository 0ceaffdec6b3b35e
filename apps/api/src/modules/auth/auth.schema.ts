import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * OAuth2 clients allowed to call the token endpoint. `web` (the SPA and the widget) is public:
 * no secret. Partners' integrations get a client with a secret (stored as a hash).
 */
export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  secretHash: text('secret_hash'),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-in session: one refresh-token family. Only the hash of the current token is kept; a
 * token of the family that is not the current one was used already, and presenting it revokes
 * the family (RFC 6819 §5.2.2.3, OAuth 2.0 Security BCP §4.14).
 */
export const refreshSessions = pgTable('refresh_sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  rotations: integer('rotations').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * One-time secrets mailed to a user: the 6-digit e-mail confirmation code and the password
 * restore token. One live secret per purpose; a new one replaces the old. Stored as hashes.
 */
export const userSecrets = pgTable(
  'user_secrets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
);

/**
 * The opaque handle a registration answers with: a random number, the same kind of answer
 * whether the e-mail was free (a new unconfirmed user) or taken (no user: the owner was mailed
 * instead), so the answer tells nobody which addresses are registered.
 */
export const registrationHandles = pgTable('registration_handles', {
  id: integer('id').primaryKey(),
  /** The user this registration made; null when the e-mail was already registered. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
