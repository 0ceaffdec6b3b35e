import {
  legsByIndex,
  placeKey,
  totalIn,
  type Language,
  type Money,
  type PointKey,
  type QuoteLeg,
  type QuotePoint,
} from '@cargo/domain';
import type { CalculationRow, QuotationRow } from './calculations.repo.js';
import type { StoredQuoteLeg } from './calculations.schema.js';
import type { ReferenceReads } from './pricing-references.js';
import { namesWanted, toLeg } from './quote-view.js';

/** A quotation as a booking freezes it: its legs and price, its calculation's request and ends. */
export interface BookableQuote {
  calculation: CalculationRow;
  quotation: QuotationRow;
  legs: StoredQuoteLeg[];
  ends: [PointKey, PointKey];
  /** In the calculation's display currency (USD for DEFAULT with several currencies), at its frozen rates. */
  total: Money;
}

/** A booked route as answered: its legs and ends named in the reader's language. */
export interface RouteView {
  legs: QuoteLeg[];
  from: QuotePoint;
  to: QuotePoint;
  /** The hubs between its ends, each once, in route order. */
  transitHubs: QuotePoint[];
}

export function bookableQuote(
  calculation: CalculationRow,
  quotation: QuotationRow,
  digits: Readonly<Record<string, number>>,
): BookableQuote {
  const currency = calculation.request.currency;
  const currencies = Object.keys(quotation.totals);
  const shownIn = currency === 'DEFAULT' ? (currencies.length === 1 ? (currencies[0] as string) : 'USD') : currency;
  return {
    calculation,
    quotation,
    legs: legsByIndex(calculation.legs, quotation.legIndexes),
    ends: [placeKey(calculation.request.from), placeKey(calculation.request.to)],
    total: { amount: totalIn(quotation.totals, shownIn, { rubPerUnit: calculation.rates, digits }), currency: shownIn },
  };
}

/** Names a booked route; `hidden` withholds a leg's amounts (another carrier's, from a carrier). */
export async function routeView(
  reads: ReferenceReads,
  legs: readonly StoredQuoteLeg[],
  ends: [PointKey, PointKey],
  language: Language,
  hidden: (leg: StoredQuoteLeg) => boolean,
): Promise<RouteView> {
  const names = await reads.names(namesWanted(legs, ends), language);
  const hubs = new Map<PointKey, QuotePoint>();
  for (const leg of legs)
    for (const key of [leg.from, leg.to] as (PointKey | null)[])
      if (key && key !== ends[0] && key !== ends[1] && !hubs.has(key)) {
        const point = names.point(key);
        if (point && point.type !== 'CITY') hubs.set(key, point);
      }
  return {
    legs: legs.map((leg) => toLeg(leg, names, hidden(leg))),
    from: names.point(ends[0])!,
    to: names.point(ends[1])!,
    transitHubs: [...hubs.values()],
  };
}
