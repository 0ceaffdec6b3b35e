/**
 * The one Drizzle schema of the product. Tables are grouped by module in their own files and
 * re-exported here; `drizzle-kit generate` reads this file to write the SQL migrations.
 */
export * from '../modules/system/system.schema.js';
export * from '../modules/organizations/organizations.schema.js';
export * from '../modules/users/users.schema.js';
export * from '../modules/auth/auth.schema.js';
export * from '../modules/auth/handover.schema.js';
export * from '../modules/mail/mail.schema.js';
export * from '../modules/l10n/l10n.schema.js';
export * from '../modules/audit/audit.schema.js';
export * from '../modules/geography/geography.schema.js';
export * from '../modules/dictionaries/dictionaries.schema.js';
export * from '../modules/list-views/list-views.schema.js';
export * from '../modules/jobs/jobs.schema.js';
export * from '../modules/tariffs/tariffs.schema.js';
export * from '../modules/tariffs/tariff-files.schema.js';
export * from '../modules/commission/commission.schema.js';
export * from '../modules/pricing/calculations.schema.js';
export * from '../modules/notifications/notifications.schema.js';
export * from '../modules/refine-requests/refine-requests.schema.js';
export * from '../modules/orders/orders.schema.js';
export * from '../modules/rate-limits/rate-limits.schema.js';
export * from '../modules/two-factor/two-factor.schema.js';
