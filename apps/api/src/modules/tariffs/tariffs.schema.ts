import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TariffLine } from '@cargo/domain';
import { currencies, dictionaryEntries } from '../dictionaries/dictionaries.schema.js';
import { organizations } from '../organizations/organizations.schema.js';
import { users } from '../users/users.schema.js';

/** A line as stored: every key present, null where the variant names nothing (normalizeTariffInput). */
export type StoredTariffLine = { [K in keyof TariffLine]-?: Exclude<TariffLine[K], undefined> };

/**
 * Every rate of the twelve kinds (TARIFF_KIND_SPECS) in one table: the kinds share most columns
 * and one list, rule set and pricing index read them all, so a table per kind would repeat
 * everything twelve times. Columns a kind does not have stay null (normalizeTariffInput). The
 * ends are polymorphic (a hub of one of four tables or a city), so they have no foreign key:
 * the service checks them on write and the hubs' and cities' deletes ask this module first.
 */
export const tariffs = pgTable(
  'tariffs',
  {
    id: serial('id').primaryKey(),
    /** The route slug of TARIFF_KINDS: `sea`, `port-services`… */
    kind: text('kind').notNull(),
    /** CONTAINER, GENERAL, BILL, FORWARDING, VEHICLE or PALLET. */
    variant: text('variant').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** SEA_PORT, AIRPORT_HUB, RAILWAY_HUB, TRANSPORT_HUB or CITY; null only where the kind's ends are optional. */
    fromType: text('from_type'),
    fromId: integer('from_id'),
    /** Null for a service priced at one place. */
    toType: text('to_type'),
    toId: integer('to_id'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    currency: char('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    /** NONE, ZERO or CURRENT_RATE. */
    nds: text('nds').notNull(),
    /** Minor units of `currency` (docs/architecture.md §4). */
    minPrice: bigint('min_price', { mode: 'number' }),
    transitDays: integer('transit_days'),
    documentDeadlineDays: integer('document_deadline_days'),
    /** PUBLIC, or PRIVATE to `clientOrganizationIds`. */
    modifier: text('modifier').notNull(),
    clientOrganizationIds: integer('client_organization_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    comment: text('comment'),
    carrierId: integer('carrier_id').references(() => dictionaryEntries.id),
    serviceId: integer('service_id').references(() => dictionaryEntries.id),
    surchargeId: integer('surcharge_id').references(() => dictionaryEntries.id),
    routeType: text('route_type'),
    chargingMode: text('charging_mode'),
    roadChargingCode: text('road_charging_code'),
    vehicleBody: text('vehicle_body'),
    /** UNDER_50, UNDER_100 or OVER_100: the distance band a road or trucking tariff prices. */
    distanceRange: text('distance_range'),
    zipCodes: text('zip_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    demurrageDays: integer('demurrage_days'),
    detentionDays: integer('detention_days'),
    surchargeType: text('surcharge_type'),
    tarification: text('tarification'),
    /** A surcharge value for one sea tariff: it goes when that tariff goes. */
    appliesToTariffId: integer('applies_to_tariff_id').references((): AnyPgColumn => tariffs.id, {
      onDelete: 'cascade',
    }),
    /** KG, WM, CBM, LDM or PALLETS, for variants priced by ranges. */
    rangeUnit: text('range_unit'),
    /** The prices: a tariff is read and written whole, and its lines are few (MAX_TARIFF_LINES). */
    lines: jsonb('lines').$type<StoredTariffLine[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every change: the ETag of an edit and the guard of If-Match (docs/decisions.md D94). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (table) => [
    // A rates page is one kind of one organization (or all, for operators), newest expiry first.
    index('tariffs_kind_organization_idx').on(table.kind, table.organizationId),
    index('tariffs_kind_valid_to_idx').on(table.kind, table.validTo),
    // The pricing index and the delete guards of hubs and cities look tariffs up by their ends.
    index('tariffs_from_idx').on(table.fromType, table.fromId),
    index('tariffs_to_idx').on(table.toType, table.toId),
    index('tariffs_carrier_idx').on(table.carrierId),
    index('tariffs_service_idx').on(table.serviceId),
    index('tariffs_surcharge_idx').on(table.surchargeId),
    // The cascade from a sea tariff to its surcharge values.
    index('tariffs_applies_to_idx').on(table.appliesToTariffId),
    // "Private tariffs of client X" for quotes.
    index('tariffs_clients_idx').using('gin', table.clientOrganizationIds),
  ],
);

/**
 * "Users can be barred from entering offers on certain trade lanes" (Product specification, domain §6): one
 * row bars an organization from a kind (null: every kind) from a country (null: any) to a
 * country (null: any). Operators are never barred.
 */
export const tariffLaneBans = pgTable(
  'tariff_lane_bans',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind'),
    fromCountry: char('from_country', { length: 2 }),
    toCountry: char('to_country', { length: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (table) => [index('tariff_lane_bans_organization_idx').on(table.organizationId)],
);
