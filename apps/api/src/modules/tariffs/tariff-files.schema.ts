import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobProgress } from '../jobs/jobs.schema.js';
import { organizations } from '../organizations/organizations.schema.js';
import { users } from '../users/users.schema.js';

/**
 * Rate sheets uploaded for import ("last uploaded files", Product specification, domain §2, §7): the original as
 * uploaded and, when the import found errors, the copy with the errors marked. The bytes live in
 * the file store (FILES_DIR); a row names them by their stored names.
 */
export const tariffFiles = pgTable(
  'tariff_files',
  {
    id: serial('id').primaryKey(),
    /** The organization whose tariffs the file holds (an operator may import for a partner). */
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The route slug of TARIFF_KINDS the file was uploaded for. */
    kind: text('kind').notNull(),
    /** The name the uploader's computer gave it, shown and used for downloads only. */
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    storedName: text('stored_name').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobProgress.id, { onDelete: 'set null' }),
    /** Tariffs the import saved; null until it ends (and when it failed). */
    imported: integer('imported'),
    /** Problems the import found; null until it ends. */
    errorCount: integer('error_count'),
    /**
     * Why the import did not end with a result (a message key: `jobs.interrupted` when the server
     * stopped during it, `service.serverError`); null while it runs and once it has a result.
     */
    failure: text('failure'),
    /** The uploaded workbook with its errors marked; null when there were none to mark. */
    annotatedName: text('annotated_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // "The last uploads of a kind" of one organization, or of all (operators).
    index('tariff_files_organization_kind_idx').on(table.organizationId, table.kind, table.createdAt),
    index('tariff_files_kind_idx').on(table.kind, table.createdAt),
  ],
);
