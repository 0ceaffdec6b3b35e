import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Installation-wide settings, one JSON value per key (installation identity, later SMTP and the like). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
