import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { pickText, type Currency, type ExchangeRate, type Language } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { allNames, containsPattern, pageBounds, type Page } from '../../db/list.js';
import { currencies, exchangeRates } from './dictionaries.schema.js';

export type CurrencyRow = typeof currencies.$inferSelect;

/** The latest rate of each currency, as of today. */
const latestRates = (db: Db) =>
  db
    .selectDistinctOn([exchangeRates.currencyCode], {
      currencyCode: exchangeRates.currencyCode,
      rate: exchangeRates.rate,
      validFrom: exchangeRates.validFrom,
    })
    .from(exchangeRates)
    .where(sql`${exchangeRates.validFrom} <= current_date`)
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
  };
}

export async function listCurrencies(
  db: Db,
  query: { page: number; size: number; search?: string; activeOnly?: boolean; withRateOnly?: boolean },
  language: Language,
): Promise<Page<Currency>> {
  const latest = latestRates(db);
  const conditions = [];
  if (query.activeOnly) conditions.push(eq(currencies.active, true));
  if (query.withRateOnly) conditions.push(sql`${latest.rate} is not null`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(currencies.code, pattern), sql`${allNames(currencies.names)} ilike ${pattern}`));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({ currency: currencies, rate: latest.rate, validFrom: latest.validFrom })
    .from(currencies)
    .leftJoin(latest, eq(latest.currencyCode, currencies.code))
    // Currencies with a rate first: they are the ones prices come in.
    .orderBy(sql`${latest.rate} is null`, asc(currencies.code))
    .where(where)
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(currencies)
    .leftJoin(latest, eq(latest.currencyCode, currencies.code))
    .where(where);
  return {
    items: rows.map((row) => toCurrency(row.currency, { rate: row.rate, validFrom: row.validFrom }, language)),
    total: total?.n ?? 0,
  };
}

export async function findCurrency(db: Db, code: string, language: Language): Promise<Currency | undefined> {
  const latest = latestRates(db);
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

export function toRate(row: typeof exchangeRates.$inferSelect): ExchangeRate {
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
