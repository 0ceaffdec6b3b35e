import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The mail outbox: every mail the product sends is first a row here (NEW), written in the same
 * transaction as the change that caused it; a job delivers it (SENT), skips it when no SMTP
 * server is configured (SKIP) or records the failure (ERROR).
 */
export const mails = pgTable(
  'mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the mail is for, e.g. registration.code; templates will key on it. */
    kind: text('kind').notNull(),
    recipients: text('recipients').array().notNull(),
    sender: text('sender').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().default('NEW'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    organizationId: integer('organization_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mails_created_idx').on(table.createdAt)],
);
