import { inArray } from 'drizzle-orm';
import { data as iso4217, type CurrencyCodeRecord } from 'currency-codes';
import { earliestDayAnywhere } from '@cargo/domain';
import type { Db } from '../../connection.js';
import { currencies, exchangeRates } from '../../schema.js';
import type { CuratedNames } from './dictionaries-data/index.js';

export interface CurrenciesSeedResult {
  /** Currencies inserted: 0 on a second run. */
  inserted: number;
  /** Demo exchange rates inserted. */
  rates: number;
  ms: number;
}

/** ISO 4217 list-one codes that name no currency: the testing code and "no currency". */
const NOT_CURRENCIES = new Set(['XTS', 'XXX']);

/**
 * Amendments after the list the `currency-codes` package carries (published 2024-06-25): the
 * Caribbean guilder replaced the Netherlands Antillean guilder in Curaçao and Sint Maarten on
 * 31 March 2025 (the old notes circulated alongside until the end of June 2025), so ANG is kept
 * for history but inactive.
 */
const ADDED: readonly CurrencyCodeRecord[] = [
  { code: 'XCG', number: '532', digits: 2, currency: 'Caribbean Guilder', countries: ['Curaçao', 'Sint Maarten'] },
];
const WITHDRAWN = new Set(['ANG']);

/** Names the runtime's ICU data lacks (it answers the bare code for them). */
const NAME_OVERRIDES: Record<string, Partial<CuratedNames>> = {
  XCG: { en: 'Caribbean Guilder', ru: 'Карибский гульден', zh: '加勒比盾' },
  VED: { ru: 'Венесуэльский цифровой боливар' },
  UYW: { ru: 'Уругвайская единица номинальной заработной платы' },
  XSU: { ru: 'Сукре' },
  XUA: { ru: 'Расчётная единица Африканского банка развития' },
};

/**
 * Demo rates in RUB per unit (the table's convention, after the Central Bank of Russia), for the
 * currencies the spec names (Product specification, domain §9): round figures near the market of late 2026, not
 * quotes. An operator enters real ones.
 */
export const DEMO_RATES: Readonly<Record<string, string>> = {
  RUB: '1.0000',
  USD: '81.5000',
  EUR: '94.5000',
  CNY: '11.4500',
};

const display = {
  en: new Intl.DisplayNames(['en'], { type: 'currency' }),
  ru: new Intl.DisplayNames(['ru'], { type: 'currency' }),
  zh: new Intl.DisplayNames(['zh'], { type: 'currency' }),
};

function displayName(language: keyof typeof display, code: string): string | undefined {
  const name = display[language].of(code);
  return name && name !== code ? name : undefined;
}

/** English from ICU (the ISO list's own name where ICU has none), Russian capitalised as a title. */
export function currencyNames(record: CurrencyCodeRecord): CuratedNames {
  const override = NAME_OVERRIDES[record.code] ?? {};
  const en = override.en ?? displayName('en', record.code) ?? record.currency;
  const ru = override.ru ?? displayName('ru', record.code) ?? en;
  const zh = override.zh ?? displayName('zh', record.code) ?? en;
  return { en, ru: ru.charAt(0).toLocaleUpperCase('ru') + ru.slice(1), zh };
}

/** The narrow symbol ICU formats amounts with ("$", "₽", "¥"), when it has one. */
export function currencySymbol(code: string): string | null {
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
  const symbol = parts.formatToParts(0).find((part) => part.type === 'currency')?.value;
  return symbol && symbol !== code && symbol !== '¤' ? symbol : null;
}

/** Every currency of ISO 4217 list one, with the amendments above. */
export function isoCurrencies(): (typeof currencies.$inferInsert)[] {
  return [...iso4217, ...ADDED]
    .filter((record) => !NOT_CURRENCIES.has(record.code))
    .map((record) => ({
      code: record.code,
      numericCode: record.number || null,
      minorUnits: record.digits,
      names: currencyNames(record),
      symbol: currencySymbol(record.code),
      active: !WITHDRAWN.has(record.code),
    }));
}

/**
 * Seeds the ISO 4217 currencies and the demo rates of RUB, USD, EUR and CNY dated today (the
 * earliest today anywhere), in one
 * transaction. Idempotent: a currency already present is left as it is (by its primary key), and
 * a demo rate is added only for a currency that has no rate at all, so a restart on a later day
 * never puts a demo figure in front of a rate an operator entered.
 */
export async function seedCurrencies(db: Db): Promise<CurrenciesSeedResult> {
  const started = performance.now();
  // Valid from the earliest day it is anywhere: a caller in Los Angeles at 01:00 UTC is still on
  // the UTC yesterday, and a rate dated the UTC today would not be theirs yet.
  const validFrom = earliestDayAnywhere();
  let inserted = 0;
  let rates = 0;
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(currencies)
      .values(isoCurrencies())
      .onConflictDoNothing()
      .returning({ code: currencies.code });
    inserted = created.length;
    const codes = Object.keys(DEMO_RATES);
    const rated = await tx
      .selectDistinct({ code: exchangeRates.currencyCode })
      .from(exchangeRates)
      .where(inArray(exchangeRates.currencyCode, codes));
    const missing = codes.filter((code) => !rated.some((row) => row.code === code));
    if (missing.length === 0) return;
    const added = await tx
      .insert(exchangeRates)
      .values(missing.map((code) => ({ currencyCode: code, rate: DEMO_RATES[code]!, validFrom })))
      .onConflictDoNothing()
      .returning({ id: exchangeRates.id });
    rates = added.length;
  });
  return { inserted, rates, ms: Math.round(performance.now() - started) };
}
