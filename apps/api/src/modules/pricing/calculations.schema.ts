import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CalculationRequest } from '@cargo/domain';
import { organizations } from '../organizations/organizations.schema.js';
import { users } from '../users/users.schema.js';

/**
 * One quote request and what it found (Product specification, domain §2 calculation wizard). Keyed by a UUID:
 * the public page /calculation/public/{id} and the guest page /guest/orders/{id} are reached by
 * it, so it must not be guessable. A guest's calculation has no user until the guest signs in.
 */
export const calculations = pgTable(
  'calculations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: integer('user_id').references(() => users.id),
    organizationId: integer('organization_id').references(() => organizations.id),
    request: jsonb('request').$type<CalculationRequest>().notNull(),
    readyDate: date('ready_date', { mode: 'string' }).notNull(),
    /** Exchange rates frozen for the calculation: RUB per unit, decimal strings. */
    rates: jsonb('rates').$type<Record<string, string>>().notNull(),
    saved: boolean('saved').notNull().default(false),
    noOnlineRates: boolean('no_online_rates').notNull().default(false),
    airExcluded: boolean('air_excluded').notNull().default(false),
    /** The earliest expiry of its quotations' tariffs; null without quotations. */
    validTo: date('valid_to', { mode: 'string' }),
    /**
     * The legs its quotations are made of, each once: 30 quotations share most of their ~550
     * legs (the same pickup, port services and surcharges), so a quotation keeps positions in
     * this list. `json`, not `jsonb`: kept as written and never queried by field, it is written
     * at a third of the cost (docs/decisions.md D69).
     */
    legs: json('legs').$type<StoredQuoteLeg[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('calculations_user_idx').on(table.userId, table.createdAt),
    index('calculations_organization_idx').on(table.organizationId, table.createdAt),
  ],
);

/** A leg of a stored quotation: the tariff's facts frozen as they were priced. */
export interface StoredQuoteLeg {
  role: string;
  kind: string;
  mode: string;
  /** Null on a partner's manual answer to a refine-price request. */
  tariffId: number | null;
  organizationId: number;
  carrierId: number | null;
  serviceId: number | null;
  surchargeId: number | null;
  from: string | null;
  to: string | null;
  currency: string;
  cost: number;
  vat: number;
  vatPercent: number | null;
  transitDays: number | null;
  distanceKm: number | null;
  validTo: string;
}

/** A route with its price, as found by the engine or entered by a partner answering a refine request. */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    calculationId: uuid('calculation_id')
      .notNull()
      .references(() => calculations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Its legs, in order, as positions in the calculation's `legs`. */
    legIndexes: integer('leg_indexes').array().notNull(),
    /** Minor units per currency. */
    totals: jsonb('totals').$type<Record<string, number>>().notNull(),
    totalUsd: bigint('total_usd', { mode: 'number' }).notNull(),
    transitDays: integer('transit_days').notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    commission: jsonb('commission').$type<{ amount: number; currency: string } | null>(),
    sellerReward: jsonb('seller_reward').$type<{ amount: number; currency: string } | null>(),
    manual: boolean('manual').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quotations_calculation_idx').on(table.calculationId, table.position)],
);

/**
 * Every insert, update and delete of a tariff leaves its id here (statement triggers of the
 * migration), so each API instance's in-memory tariff index catches up by reading what came
 * after the last sequence it applied, whichever instance wrote the change. `xid` is the writing
 * transaction: sequences are drawn in statement order, not commit order, so a reader also
 * re-reads the changes of transactions that were still running when it moved past them
 * (pricing-index.service.ts).
 */
export const tariffChanges = pgTable(
  'tariff_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    tariffId: integer('tariff_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    xid: bigint('xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (table) => [index('tariff_changes_xid_idx').on(table.xid)],
);

/**
 * The organizations selling in a calculation: those any leg of its current quotations belongs to,
 * written with the legs (insert, replace, a partner's manual answer). The partner's quotation
 * list finds its calculations here instead of scanning every calculation's legs (docs/decisions.md
 * D108).
 */
export const calculationSellers = pgTable(
  'calculation_sellers',
  {
    organizationId: integer('organization_id').notNull(),
    calculationId: uuid('calculation_id')
      .notNull()
      .references(() => calculations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.calculationId] }),
    // Replacing a calculation's quotations and deleting it find its rows by the calculation.
    index('calculation_sellers_calculation_idx').on(table.calculationId),
  ],
);
