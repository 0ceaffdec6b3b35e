import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationParams } from '@cargo/domain';
import { organizations } from '../organizations/organizations.schema.js';
import { users } from '../users/users.schema.js';

/**
 * In-app notifications, one row per user. The text is kept as a catalogue key and its
 * parameters, not as text, so a reader sees it in the language they read in today; the
 * organization is the user's when it was written, so a tenant's rows go with the tenant.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** What it is about, for programs (`refine.request`, `refine.answer`, later `order.status`…). */
    kind: text('kind').notNull(),
    /** A key of the message catalogue. */
    message: text('message').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    /** A path of the web app, without the host: the same row serves every domain the app runs on. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A user's list, newest first, and the unread badge read on every page.
    index('notifications_user_idx').on(table.userId, table.createdAt),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
