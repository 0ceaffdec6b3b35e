import {
  BASE_CURRENCY,
  legsByIndex,
  MODE_TARIFF_KIND,
  placeKey,
  shownCurrency,
  totalIn,
  type CalculationRequest,
  type Language,
  type LegMode,
  type Money,
  type PointKey,
  type QuoteLeg,
  type QuotePoint,
  type RateTable,
} from '@cargo/domain';
import type { CalculationRow, QuotationRow } from './calculations.repo.js';
import type { StoredQuoteLeg } from './calculations.schema.js';
import type { ReferenceReads } from './pricing-references.js';
import { namesWanted, toLeg } from './quote-view.js';

/**
 * A price as a booking freezes it: a quotation of a calculation, or an operator's manual price
 * (no calculation), with the request it answers, its legs, totals and the customer it is for.
 */
export interface FrozenQuote {
  calculationId: string | null;
  quotationId: number | null;
  request: CalculationRequest;
  owner: { organizationId: number; userId: number };
  legs: StoredQuoteLeg[];
  ends: [PointKey, PointKey];
  /** Minor units per currency. */
  totals: Record<string, number>;
  totalUsd: number;
  /** In the request's display currency (USD for DEFAULT with several currencies), at the frozen rates. */
  total: Money;
  transitDays: number;
  commission: Money | null;
  sellerReward: Money | null;
}

/** A booked route as answered: its legs and ends named in the reader's language. */
export interface RouteView {
  legs: QuoteLeg[];
  from: QuotePoint;
  to: QuotePoint;
  /** The hubs between its ends, each once, in route order. */
  transitHubs: QuotePoint[];
}

/** A quotation of a calculation, frozen for its owner. */
export function bookableQuote(
  calculation: CalculationRow & { organizationId: number; userId: number },
  quotation: QuotationRow,
  digits: Readonly<Record<string, number>>,
): FrozenQuote {
  const currency = shownCurrency(calculation.request.currency, quotation.totals);
  return {
    calculationId: calculation.id,
    quotationId: quotation.id,
    request: { ...calculation.request, readyDate: calculation.readyDate },
    owner: { organizationId: calculation.organizationId, userId: calculation.userId },
    legs: legsByIndex(calculation.legs, quotation.legIndexes),
    ends: [placeKey(calculation.request.from), placeKey(calculation.request.to)],
    totals: quotation.totals,
    totalUsd: quotation.totalUsd,
    total: { amount: totalIn(quotation.totals, currency, { rubPerUnit: calculation.rates, digits }), currency },
    transitDays: quotation.transitDays,
    commission: quotation.commission ?? null,
    sellerReward: quotation.sellerReward ?? null,
  };
}

/** One carrier's price for the whole lane, as an operator enters a manual booking. */
export interface ManualCarrierPrice {
  organizationId: number;
  mode: LegMode;
  cost: Money;
  transitDays: number;
}

/**
 * An operator's manual price, frozen as a quotation would be: one MAIN leg per carrier from the
 * origin to the destination, no tariff (as a partner's answer to a price request), transit the
 * sum of the carriers'. `rates` are today's; a currency without a rate throws RangeError.
 */
export function manualQuote(
  request: CalculationRequest,
  owner: FrozenQuote['owner'],
  carriers: readonly ManualCarrierPrice[],
  rates: RateTable,
): FrozenQuote {
  const ends: [PointKey, PointKey] = [placeKey(request.from), placeKey(request.to)];
  const legs = carriers.map((carrier): StoredQuoteLeg => ({
    role: 'MAIN',
    kind: MODE_TARIFF_KIND[carrier.mode],
    mode: carrier.mode,
    tariffId: null,
    organizationId: carrier.organizationId,
    carrierId: null,
    serviceId: null,
    surchargeId: null,
    from: ends[0],
    to: ends[1],
    currency: carrier.cost.currency,
    cost: carrier.cost.amount,
    vat: 0,
    vatPercent: null,
    transitDays: carrier.transitDays,
    distanceKm: null,
    validTo: request.readyDate,
  }));
  const totals: Record<string, number> = {};
  for (const leg of legs) totals[leg.currency] = (totals[leg.currency] ?? 0) + leg.cost;
  const currency = shownCurrency(request.currency, totals);
  return {
    calculationId: null,
    quotationId: null,
    request,
    owner,
    legs,
    ends,
    totals,
    totalUsd: totalIn(totals, BASE_CURRENCY, rates),
    total: { amount: totalIn(totals, currency, rates), currency },
    transitDays: carriers.reduce((sum, carrier) => sum + carrier.transitDays, 0),
    commission: null,
    sellerReward: null,
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
