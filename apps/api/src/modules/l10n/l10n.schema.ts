import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Interface texts per language. Rows from the repository's catalogue (`source` = repo) are
 * refreshed at every start; rows an operator imported (`source` = import) are kept until the
 * next import changes them.
 */
export const l10nMessages = pgTable(
  'l10n_messages',
  {
    language: text('language').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.language, table.key] })],
);
