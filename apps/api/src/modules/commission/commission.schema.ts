import {
  bigint,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { currencies } from '../dictionaries/dictionaries.schema.js';
import { organizations } from '../organizations/organizations.schema.js';
import { users } from '../users/users.schema.js';

/** A PRICE_RANGE step: from the base's `from` (included) to `to` (excluded, null open), `amount` is charged. */
export interface StoredCommissionRange {
  from: number;
  to: number | null;
  amount: number;
}

/**
 * Commission rules (Product specification, domain §3): per organization whose tariffs are sold and cargo type,
 * the marketplace's commission (`integrator`) and the organization's own markup (the seller
 * reward). One rule per organization, cargo type and variant: "Comission for this transportation
 * type has already been set". Money in minor units of `currency`.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** CARGO_TYPES: GENERAL_CARGO, CONTAINER, VEHICLE… */
    cargoType: text('cargo_type').notNull(),
    integrator: boolean('integrator').notNull(),
    /** PERCENT_FROM_SALES or PRICE_RANGE. */
    type: text('type').notNull(),
    /** Hundredths of a percent, for PERCENT_FROM_SALES. */
    percent: integer('percent'),
    ranges: jsonb('ranges').$type<StoredCommissionRange[]>().notNull().default([]),
    minAmount: bigint('min_amount', { mode: 'number' }),
    maxAmount: bigint('max_amount', { mode: 'number' }),
    currency: char('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every change: the ETag of an edit and the guard of If-Match (docs/decisions.md D94). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('commissions_organization_cargo_idx').on(table.organizationId, table.cargoType, table.integrator),
    index('commissions_organization_idx').on(table.organizationId),
  ],
);
