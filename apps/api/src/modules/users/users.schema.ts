import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.schema.js';

/**
 * People who sign in. The e-mail is stored in lower case and is unique; the password is an
 * scrypt hash. Sign-in failures are counted per address and source in rate_counters (rate-limits).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    phone: text('phone'),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    roles: text('roles').array().notNull(),
    /** The interface language the user chose (userLang); null until they choose. */
    lang: text('lang'),
    /** The e-mail was confirmed with the mailed code; unconfirmed accounts cannot sign in. */
    confirmed: boolean('confirmed').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('users_organization_idx').on(table.organizationId)],
);
