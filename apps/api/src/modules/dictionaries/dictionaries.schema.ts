import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@cargo/domain';
import { organizations } from '../organizations/organizations.schema.js';
import { users } from '../users/users.schema.js';

/**
 * Every reference list that is a code, a name in three languages and a few typed attributes
 * (container types, sea lines, services, surcharges, disclaimers…): one table, told apart by
 * `dictionary`. Each dictionary's attributes are declared and validated by its definition in
 * packages/domain/src/dictionaries; see docs/decisions.md D37.
 */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    id: serial('id').primaryKey(),
    /** The dictionary's name, as its admin page is named: `sea-lines`, `container-types`… */
    dictionary: text('dictionary').notNull(),
    code: text('code'),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    /** The partner that keeps the entry (partner dictionaries); null for the marketplace's own. */
    organizationId: integer('organization_id').references(() => organizations.id),
    parentId: integer('parent_id').references((): AnyPgColumn => dictionaryEntries.id),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every change: the ETag of an edit and the guard of If-Match (docs/decisions.md D94). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('dictionary_entries_dictionary_idx').on(table.dictionary, table.organizationId),
    index('dictionary_entries_parent_idx').on(table.parentId),
    // "This value must be unique": a code once per dictionary and owner, whatever its case.
    uniqueIndex('dictionary_entries_code_idx')
      .on(table.dictionary, sql`coalesce(${table.organizationId}, 0)`, sql`lower(${table.code})`)
      .where(sql`${table.code} is not null`),
  ],
);

/** ISO 4217 currencies. */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  numericCode: text('numeric_code'),
  /** Digits after the decimal point: 2 for USD, 0 for JPY. Money is kept in these minor units. */
  minorUnits: smallint('minor_units').notNull(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  symbol: text('symbol'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Bumped by every change: the ETag of an edit and the guard of If-Match (docs/decisions.md D94). */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Exchange rates operators maintain: the price of one unit of the currency in RUB from a date
 * on (the Central Bank of Russia's convention). Rows are never overwritten: a new rate is a new
 * row, so the history stays and a calculation can freeze the rates of its day.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    /** A decimal string with up to 8 places: rates are never floats (docs/architecture.md §4). */
    rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('exchange_rates_currency_day_idx').on(table.currencyCode, table.validFrom)],
);
