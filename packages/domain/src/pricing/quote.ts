import type {
  CargoMeasures,
  EngineQuotation,
  IndexedTariff,
  LegPrice,
  PointKey,
  QuoteCaller,
  RateTable,
} from './engine-types.js';
import { BASE_CURRENCY, type QuoteSort } from './enums.js';
import { roadDistanceKm } from './geo-distance.js';
import { priceTariff } from './leg-pricing.js';
import { convertMinor } from './money.js';
import { quoteTotals, type CommissionBook } from './quote-totals.js';
import { routeLegs, type LegContext } from './route-legs.js';
import { searchRoutes, type Hop } from './route-search.js';
import { isCity, type PointDirectory, type TariffIndex } from './tariff-index.js';
import { isUsable } from './tariff-eligibility.js';

/** Quotations a calculation keeps, best first. */
export const MAX_QUOTATIONS = 30;
/** Routes each of the two searches (by price, by time) brings back before assembly. */
const ROUTES_PER_SEARCH = 40;

export interface QuoteInput {
  origin: PointKey;
  destination: PointKey;
  /** YYYY-MM-DD: every tariff used must be valid on it. */
  readyDate: string;
  cargo: CargoMeasures;
  caller: QuoteCaller;
  rates: RateTable;
  sort: QuoteSort;
  /** Commission and markup; none when absent (the API applies them once it knows the sellers). */
  commissions?: CommissionBook;
  marketplaceOrganizationIds: ReadonlySet<number>;
  maxQuotations?: number;
}

export interface QuoteResult {
  quotations: EngineQuotation[];
}

/** A transport leg of a route to price again: the tariff and the points it ran between. */
export interface RouteStep {
  tariffId: number;
  from: PointKey;
  to: PointKey;
}

const NO_COMMISSION: CommissionBook = {
  cargoType: 'GENERAL_CARGO',
  rules: [],
  integratorDisabled: new Set(),
  customPercent: null,
};

/** Trucking tariffs serve doors around their hub: pickups leave for it, deliveries come from it. */
const PICKUP_ROUTE_TYPES = new Set([null, 'EXPORT', 'LOCAL_DEPARTURE']);
const DELIVERY_ROUTE_TYPES = new Set([null, 'IMPORT', 'LOCAL_ARRIVAL']);

/** Quotations in the caller's order: BEST_PRICE by the USD total, BEST_TIME by total transit. */
export function sortQuotations<T extends EngineQuotation>(quotations: readonly T[], sort: QuoteSort): T[] {
  return [...quotations].sort((a, b) =>
    sort === 'BEST_TIME'
      ? a.transitDays - b.transitDays || a.totalUsd - b.totalUsd
      : a.totalUsd - b.totalUsd || a.transitDays - b.transitDays,
  );
}

/** What pricing one quote shares: the usable-tariff rule, USD ranking and priced hops, cached. */
function pricer(points: PointDirectory, input: QuoteInput) {
  const { cargo, rates, readyDate, caller } = input;
  const usable = (tariff: IndexedTariff) => isUsable(tariff, readyDate, caller, cargo);
  const usdOf = (price: LegPrice): number | null =>
    rates.rubPerUnit[price.currency] === undefined
      ? null
      : convertMinor(price.cost + price.vat, price.currency, BASE_CURRENCY, rates);
  const nowhere = { latitude: null, longitude: null };
  const priced = new Map<string, Hop | null>();
  const hop = (tariff: IndexedTariff, from: PointKey, to: PointKey): Hop | null => {
    const key = `${tariff.id}:${from}:${to}`;
    const known = priced.get(key);
    if (known !== undefined) return known;
    let result: Hop | null = null;
    if (usable(tariff)) {
      const distanceKm = roadDistanceKm(points.get(from) ?? nowhere, points.get(to) ?? nowhere);
      const price = priceTariff(tariff, cargo, { distanceKm });
      const usd = price ? usdOf(price) : null;
      if (price && usd !== null) result = { tariff, from, to, price, usd, distanceKm };
    }
    priced.set(key, result);
    return result;
  };
  // Every usable hop of a lane, priced once per quote (both searches share them), the lane's
  // distance computed once for all its tariffs.
  const lanes = new Map<PointKey, Map<PointKey, Hop[]>>();
  const laneHops = (from: PointKey, to: PointKey, tariffs: readonly IndexedTariff[]): readonly Hop[] => {
    let byTo = lanes.get(from);
    if (!byTo) {
      byTo = new Map();
      lanes.set(from, byTo);
    }
    let hops = byTo.get(to);
    if (!hops) {
      hops = [];
      const distanceKm = roadDistanceKm(points.get(from) ?? nowhere, points.get(to) ?? nowhere);
      for (const tariff of tariffs) {
        if (!usable(tariff)) continue;
        const price = priceTariff(tariff, cargo, { distanceKm });
        const usd = price ? usdOf(price) : null;
        if (price && usd !== null) hops.push({ tariff, from, to, price, usd, distanceKm });
      }
      byTo.set(to, hops);
    }
    return hops;
  };
  return { usable, usdOf, hop, laneHops };
}

/** Trucking around hubs to and from the doors of the quote (vehicles only: trucking prices vehicles). */
function doorHops(index: TariffIndex, input: QuoteInput, hop: ReturnType<typeof pricer>['hop']) {
  const hops = { fromOrigin: [] as Hop[], toDestination: [] as Hop[] };
  if (input.cargo.form !== 'VEHICLE') return hops;
  for (const hub of index.truckingPoints()) {
    for (const trucking of index.truckingOf(hub)) {
      if (isCity(input.origin) && PICKUP_ROUTE_TYPES.has(trucking.routeType)) {
        const found = hop(trucking, input.origin, hub);
        if (found) hops.fromOrigin.push(found);
      }
      if (isCity(input.destination) && DELIVERY_ROUTE_TYPES.has(trucking.routeType)) {
        const found = hop(trucking, hub, input.destination);
        if (found) hops.toDestination.push(found);
      }
    }
  }
  return hops;
}

/** Routes dressed as quotations: legs with services and surcharges, totals, duplicates dropped, sorted. */
function assemble(routes: readonly (readonly Hop[])[], context: LegContext, input: QuoteInput): EngineQuotation[] {
  const seen = new Set<string>();
  const quotations: EngineQuotation[] = [];
  for (const hops of routes) {
    const key = hops.map((one) => `${one.tariff.id}@${one.from}>${one.to}`).join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    const legs = routeLegs(hops, context);
    quotations.push({
      legs,
      ...quoteTotals(legs, input.commissions ?? NO_COMMISSION, input.rates),
      transitDays: hops.reduce((days, one) => days + (one.tariff.transitDays ?? 0), 0),
      validTo: legs.reduce(
        (earliest, one) => (one.tariff.validTo < earliest ? one.tariff.validTo : earliest),
        '9999-12-31',
      ),
    });
  }
  return sortQuotations(quotations, input.sort).slice(0, input.maxQuotations ?? MAX_QUOTATIONS);
}

/**
 * Door-to-door quotations for a cargo between two points (DESIGN.md §6, docs/pricing.md §8): the
 * bounded route search run twice, once towards the cheapest and once towards the fastest routes,
 * each route dressed with its services, surcharges, commission and totals, duplicates dropped,
 * sorted by the caller's choice and cut to MAX_QUOTATIONS. Pure: the same index and input give
 * the same answer.
 */
export function quote(index: TariffIndex, points: PointDirectory, input: QuoteInput): QuoteResult {
  const { usable, usdOf, hop, laneHops } = pricer(points, input);
  const doors = doorHops(index, input, hop);
  const search = (by: 'usd' | 'days') =>
    searchRoutes({
      index,
      points,
      origin: input.origin,
      destination: input.destination,
      laneHops,
      doorHops: doors,
      by,
      maxRoutes: ROUTES_PER_SEARCH,
    });
  const routes = [...search('usd'), ...search('days')].map((route) => route.hops);
  const context: LegContext = {
    index,
    points,
    cargo: input.cargo,
    usable,
    usdOf,
    marketplaceOrganizationIds: input.marketplaceOrganizationIds,
  };
  return { quotations: assemble(routes, context, input) };
}

/**
 * The same routes priced again with the tariffs as they are now ("update the calculation"): a
 * route whose tariff is gone, no longer valid on the day or no longer visible is dropped, the
 * others get today's prices, services and surcharges.
 */
export function requote(
  index: TariffIndex,
  points: PointDirectory,
  routes: readonly (readonly RouteStep[])[],
  input: QuoteInput,
): EngineQuotation[] {
  const { usable, usdOf, hop } = pricer(points, input);
  const priced: Hop[][] = [];
  for (const steps of routes) {
    const hops: Hop[] = [];
    for (const step of steps) {
      const tariff = index.get(step.tariffId);
      const found = tariff ? hop(tariff, step.from, step.to) : null;
      if (!found) break;
      hops.push(found);
    }
    if (hops.length === steps.length && hops.length > 0) priced.push(hops);
  }
  const context: LegContext = {
    index,
    points,
    cargo: input.cargo,
    usable,
    usdOf,
    marketplaceOrganizationIds: input.marketplaceOrganizationIds,
  };
  return assemble(priced, context, input);
}

/** Quotations with the sellers' commission and markup applied, in the caller's order again. */
export function applyCommissions(
  quotations: readonly EngineQuotation[],
  book: CommissionBook,
  rates: RateTable,
  sort: QuoteSort,
): EngineQuotation[] {
  return sortQuotations(
    quotations.map((found) => ({ ...found, ...quoteTotals(found.legs, book, rates) })),
    sort,
  );
}
