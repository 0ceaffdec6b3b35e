import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { pickText, type Currency, type ExchangeRate, type Filter, type Language, type ListSort } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { filterSql } from '../../db/list-filters.js';
import { allNames, containsPattern, nameIn, orderOf, pageBounds, toPage, totalRows, type Page } from '../../db/list.js';
import type { ExpectedVersions } from '../../plugins/edit-version.js';
import { nextVersion, versionGuard } from '../../db/versions.js';
import { currencies, exchangeRates } from './dictionaries.schema.js';

export type CurrencyRow = typeof currencies.$inferSelect;
export type CurrencyValues = typeof currencies.$inferInsert;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/**
 * The latest rate of each currency as of `today`, the caller's day: a rate an operator entered
 * for tomorrow (the caller's tomorrow, not the database's) is not yet the rate.
 */
const latestRates = (db: Db, today: string) =>
  db
    .selectDistinctOn([exchangeRates.currencyCode], {
      currencyCode: exchangeRates.currencyCode,
      rate: exchangeRates.rate,
      validFrom: exchangeRates.validFrom,
    })
    .from(exchangeRates)
    .where(sql`${exchangeRates.validFrom} <= cast(${today} as date)`)
    .orderBy(exchangeRates.currencyCode, desc(exchangeRates.validFrom))
    .as('latest');

function toCurrency(
  row: CurrencyRow,
  rate: { rate: string | null; validFrom: string | null } | null,
  language: Language,
): Currency {
  return {
    code: row.code,
    numericCode: row.numericCode,
    minorUnits: row.minorUnits,
    names: row.names,
    name: pickText(row.names, language),
    symbol: row.symbol,
    active: row.active,
    rate: rate?.rate ?? null,
    rateDate: rate?.validFrom ?? null,
    version: row.version,
  };
}

export interface CurrencyListQuery {
  page: number;
  size: number;
  sort?: ListSort<string>;
  filters?: Filter[];
  search?: string;
  activeOnly?: boolean;
}

/** The list's fields (`CURRENCY_LIST`) as columns of the currency joined to its latest rate. */
function columnsOf(latest: ReturnType<typeof latestRates>, language: Language): Record<string, SQLWrapper> {
  return {
    code: currencies.code,
    name: nameIn(currencies.names, language),
    symbol: currencies.symbol,
    numericCode: currencies.numericCode,
    minorUnits: currencies.minorUnits,
    rate: latest.rate,
    rateDate: latest.validFrom,
    active: currencies.active,
  };
}

export async function listCurrencies(
  db: Db,
  query: CurrencyListQuery,
  language: Language,
  today: string,
): Promise<Page<Currency>> {
  const latest = latestRates(db, today);
  const columns = columnsOf(latest, language);
  const conditions: (SQL | undefined)[] = [filterSql(query.filters ?? [], columns)];
  if (query.activeOnly) conditions.push(eq(currencies.active, true));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(currencies.code, pattern), sql`${allNames(currencies.names)} ilike ${pattern}`));
  }
  const where = and(...conditions);
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({ currency: currencies, rate: latest.rate, validFrom: latest.validFrom, total_rows: totalRows })
    .from(currencies)
    .leftJoin(latest, eq(latest.currencyCode, currencies.code))
    .where(where)
    // Unsorted, currencies with a rate come first: they are the ones prices come in.
    .orderBy(
      ...(query.sort
        ? orderOf(query.sort, columns, currencies.code)
        : [sql`${latest.rate} is null`, asc(currencies.code)]),
    )
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    (row) => toCurrency(row.currency, { rate: row.rate, validFrom: row.validFrom }, language),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(currencies)
          .leftJoin(latest, eq(latest.currencyCode, currencies.code))
          .where(where)
      )[0]?.n ?? 0,
  );
}

export async function findCurrency(
  db: Db,
  code: string,
  language: Language,
  today: string,
): Promise<Currency | undefined> {
  const latest = latestRates(db, today);
  const [row] = await db
    .select({ currency: currencies, rate: latest.rate, validFrom: latest.validFrom })
    .from(currencies)
    .leftJoin(latest, eq(latest.currencyCode, currencies.code))
    .where(eq(currencies.code, code));
  return row && toCurrency(row.currency, { rate: row.rate, validFrom: row.validFrom }, language);
}

export async function findCurrencyRow(db: Db, code: string): Promise<CurrencyRow | undefined> {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code));
  return row;
}

export async function currencyCodesIn(db: Db, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db.select({ code: currencies.code }).from(currencies).where(inArray(currencies.code, codes));
  return new Set(rows.map((row) => row.code));
}

export function toRate(row: ExchangeRateRow): ExchangeRate {
  return {
    id: row.id,
    currencyCode: row.currencyCode,
    rate: row.rate,
    validFrom: row.validFrom,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listRates(
  db: Db,
  code: string,
  query: { page: number; size: number },
): Promise<Page<ExchangeRate>> {
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select()
    .from(exchangeRates)
    .where(eq(exchangeRates.currencyCode, code))
    .orderBy(desc(exchangeRates.validFrom))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(exchangeRates).where(eq(exchangeRates.currencyCode, code));
  return { items: rows.map(toRate), total: total?.n ?? 0 };
}

export async function countRates(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(exchangeRates).where(eq(exchangeRates.currencyCode, code));
  return row?.n ?? 0;
}

export async function insertCurrency(db: Db, values: CurrencyValues): Promise<CurrencyRow> {
  const [row] = await db.insert(currencies).values(values).returning();
  return row!;
}

/** Undefined when the currency is gone or, for a guarded edit, no longer at an expected version. */
export async function updateCurrency(
  db: Db,
  code: string,
  values: CurrencyValues,
  expected: ExpectedVersions,
): Promise<CurrencyRow | undefined> {
  const [row] = await db
    .update(currencies)
    .set({ ...values, updatedAt: sql`now()`, version: nextVersion(currencies.version) })
    .where(and(eq(currencies.code, code), versionGuard(currencies.version, expected)))
    .returning();
  return row;
}

export async function deleteCurrency(db: Db, code: string): Promise<void> {
  await db.delete(currencies).where(eq(currencies.code, code));
}

/** A rate of a new day; a second rate of one currency and day breaks a unique index. */
export async function insertExchangeRate(
  db: Db,
  values: Pick<typeof exchangeRates.$inferInsert, 'currencyCode' | 'rate' | 'validFrom' | 'createdBy'>,
): Promise<ExchangeRateRow> {
  const [row] = await db.insert(exchangeRates).values(values).returning();
  return row!;
}
