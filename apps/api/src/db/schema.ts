/**
 * The one Drizzle schema of the product. Tables are grouped by module in their own files and
 * re-exported here; `drizzle-kit generate` reads this file to write the SQL migrations.
 */
export * from '../modules/system/system.schema.js';
