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
import { convertAtMost, convertMinor } from './money.js';
import { quoteTotals, type CommissionBook } from './quote-totals.js';
import { legContext, routeLegs, type LegContext } from './route-legs.js';
import { costBounds, reachBounds, withOrigin, type GoalBoundsInput } from './goal-bounds.js';
import { quoteMemo } from './quote-memo.js';
import { cheapestOfLane, type RankBy } from './lane-best.js';
import { FloorPricing, laneFloorCost, laneFloorDays } from './lane-floors.js';
import { searchRoutes, type Hop } from './route-search.js';
import { withoutDetours } from './detours.js';
import { isCity, type PointDirectory } from './point-directory.js';
import type { RouteLane, TariffIndex } from './tariff-index.js';
import { isUsable } from './tariff-eligibility.js';

/** Quotations a calculation keeps, best first. */
export const MAX_QUOTATIONS = 30;
/**
 * Of them, at most this many are kept for being the best by the other order (the fastest of a
 * BEST_PRICE calculation, the cheapest of a BEST_TIME one), so that the list re-sorted the other
 * way still starts with what that order wants.
 */
export const ALTERNATIVE_QUOTATIONS = 5;
/**
 * Routes the search in the caller's order (by price, by time) brings back before assembly: more
 * than a calculation keeps, as the search ranks by transport alone and services and surcharges
 * reorder the totals.
 */
const ROUTES_PER_SEARCH = 40;
/**
 * Routes the search in the other order brings back: enough for the ALTERNATIVE_QUOTATIONS best
 * by that order. The fastest routes stay the fastest once dressed (services add no days); the
 * cheapest by transport are most often the cheapest in total, so twice as many as kept.
 */
const OTHER_ROUTES = 2 * ALTERNATIVE_QUOTATIONS;

const OTHER_SORT: Record<QuoteSort, QuoteSort> = { BEST_PRICE: 'BEST_TIME', BEST_TIME: 'BEST_PRICE' };

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

/**
 * What pricing one quote shares: the usable-tariff rule, USD ranking, priced hops, each lane's
 * best hops and floor, cached for the quote. `quote` and `requote` build one; the search's tests
 * do too.
 */
export function quotePricer(index: TariffIndex, points: PointDirectory, input: QuoteInput) {
  const { cargo, rates, readyDate, caller } = input;
  const usable = (tariff: IndexedTariff) => isUsable(tariff, readyDate, caller, cargo);
  const usdOf = (price: LegPrice): number | null =>
    rates.rubPerUnit[price.currency] === undefined
      ? null
      : convertMinor(price.cost + price.vat, price.currency, BASE_CURRENCY, rates);
  const nowhere = { latitude: null, longitude: null };
  const distanceOf = (from: PointKey, to: PointKey) =>
    roadDistanceKm(points.get(from) ?? nowhere, points.get(to) ?? nowhere);
  /** The hop of a tariff that prices the cargo between two points this far apart, usable or not; null otherwise. */
  const pricedHop = (tariff: IndexedTariff, from: PointKey, to: PointKey, distanceKm: number | null): Hop | null => {
    const price = priceTariff(tariff, cargo, { distanceKm });
    const usd = price ? usdOf(price) : null;
    return price && usd !== null ? { tariff, from, to, price, usd, distanceKm } : null;
  };
  /** The hop of a usable tariff that prices the cargo between two points this far apart; null otherwise. */
  const hopAt = (tariff: IndexedTariff, from: PointKey, to: PointKey, distanceKm: number | null): Hop | null =>
    usable(tariff) ? pricedHop(tariff, from, to, distanceKm) : null;
  const priced = new Map<string, Hop | null>();
  const hop = (tariff: IndexedTariff, from: PointKey, to: PointKey): Hop | null => {
    const key = `${tariff.id}:${from}:${to}`;
    let found = priced.get(key);
    if (found === undefined) {
      found = hopAt(tariff, from, to, distanceOf(from, to));
      priced.set(key, found);
    }
    return found;
  };
  // A lane's tariffs priced once per quote: both searches share them.
  const laneHops = new Map<IndexedTariff, Hop | null>();
  const laneHop = (tariff: IndexedTariff, lane: RouteLane, distanceKm: number | null): Hop | null => {
    let found = laneHops.get(tariff);
    if (found === undefined) {
      found = hopAt(tariff, lane.from, lane.to, distanceKm);
      laneHops.set(tariff, found);
    }
    return found;
  };
  const pricing = new FloorPricing(cargo);
  const usdAtMost = convertAtMost(rates, BASE_CURRENCY);
  const laneBest = (lane: RouteLane, count: number, by: RankBy): readonly Hop[] => {
    const distanceKm = index.laneDistanceKm(points, lane);
    return cheapestOfLane(index.floorsOf(lane), pricing, {
      distanceKm,
      count,
      by,
      usdAtMost,
      price: (tariff) => laneHop(tariff, lane, distanceKm),
    });
  };
  // What each lane costs at least for this cargo (by lane id), kept for the next quote of the same cargo.
  /** What a floor's cost depends on: the cargo's signature and the exchange rates. */
  const floorKey = `${pricing.signature}|${JSON.stringify(rates)}`;
  const floorCosts = quoteMemo(index).laneValues(points, floorKey);
  const laneFloor = (laneId: number): number => {
    const kept = floorCosts[laneId] as number;
    if (kept === kept) return kept;
    const lane = index.laneById(laneId) as RouteLane;
    const floors = index.floorsOf(lane);
    const distanceKm = floors.byDistance ? index.laneDistanceKm(points, lane) : null;
    return (floorCosts[laneId] = laneFloorCost(floors, pricing, distanceKm, usdAtMost));
  };
  // What each lane takes at least for the cargo's form (by lane id), kept for the next quote of that form.
  const floorDays = quoteMemo(index).laneValues(points, `days|${pricing.pricings}`);
  /** What a lane (by id) takes at least, days; Infinity when no tariff on it prices the cargo's form. */
  const laneDays = (laneId: number): number => {
    const kept = floorDays[laneId] as number;
    if (kept === kept) return kept;
    return (floorDays[laneId] = laneFloorDays(index.floorsOf(index.laneById(laneId) as RouteLane), pricing.pricings));
  };
  return {
    usable,
    usdOf,
    hop,
    pricedHop,
    distanceOf,
    laneBest,
    laneFloor,
    laneDays,
    floorKey,
    pricings: pricing.pricings,
  };
}

/**
 * Trucking around hubs to and from the doors of the quote (vehicles only: trucking prices vehicles).
 * Every trucking tariff of the index may serve a door, so a door's hops are priced once for a
 * vehicle and the exchange rates and kept while the index stands (QuoteMemo.doorHops); a quote
 * keeps those it may use (valid on its day, visible to its caller, open to its cargo).
 */
function doorHops(
  index: TariffIndex,
  points: PointDirectory,
  input: QuoteInput,
  { usable, pricedHop, distanceOf, floorKey }: ReturnType<typeof quotePricer>,
) {
  const hops = { fromOrigin: [] as Hop[], toDestination: [] as Hop[] };
  if (input.cargo.form !== 'VEHICLE') return hops;
  const memo = quoteMemo(index);
  /** Each hub's trucking to or from the door, the distance taken once a hub. */
  const around = (door: PointKey, pickup: boolean) => () => {
    const found: Hop[] = [];
    const routeTypes = pickup ? PICKUP_ROUTE_TYPES : DELIVERY_ROUTE_TYPES;
    for (const hub of index.truckingPoints()) {
      const distanceKm = pickup ? distanceOf(door, hub) : distanceOf(hub, door);
      for (const trucking of index.truckingOf(hub)) {
        if (!routeTypes.has(trucking.routeType)) continue;
        const hop = pickup ? pricedHop(trucking, door, hub, distanceKm) : pricedHop(trucking, hub, door, distanceKm);
        if (hop) found.push(hop);
      }
    }
    return found;
  };
  // A trucking price depends on the vehicle (its type, body and count) and the distance; the key
  // holds the vehicle, the cargo signature and the rates (`floorKey`), and the door.
  const cargoKey = `${JSON.stringify(input.cargo.vehicle)}|${floorKey}`;
  const usableOf = (door: PointKey, pickup: boolean) =>
    memo
      .doorHops(points, `${pickup ? 'pickup' : 'delivery'}|${door}|${cargoKey}`, around(door, pickup))
      .filter((hop) => usable(hop.tariff));
  if (isCity(input.origin)) hops.fromOrigin = usableOf(input.origin, true);
  if (isCity(input.destination)) hops.toDestination = usableOf(input.destination, false);
  return hops;
}

/**
 * Routes dressed as quotations: legs with services and surcharges, totals, duplicates and pointless
 * detours (detours.ts) dropped, sorted.
 */
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
  return keepBest(withoutDetours(quotations), input.sort, input.maxQuotations ?? MAX_QUOTATIONS);
}

/**
 * The quotations a calculation keeps, in the caller's order: the best ALTERNATIVE_QUOTATIONS by
 * the other order, then the best by the caller's order up to `count`.
 */
function keepBest(quotations: readonly EngineQuotation[], sort: QuoteSort, count: number): EngineQuotation[] {
  const kept = new Set(sortQuotations(quotations, OTHER_SORT[sort]).slice(0, Math.min(ALTERNATIVE_QUOTATIONS, count)));
  for (const one of sortQuotations(quotations, sort)) {
    if (kept.size >= count) break;
    kept.add(one);
  }
  return sortQuotations([...kept], sort);
}

/**
 * Door-to-door quotations for a cargo between two points (docs/architecture.md §6, docs/pricing.md §8): the
 * bounded route search run twice, towards the cheapest and towards the fastest routes, over the
 * goal bounds of the quote; each route dressed with its services, surcharges, commission and
 * totals, duplicates dropped, the best kept (`keepBest`) and sorted by the caller's choice. Pure
 * but for the index's caches: the same index and input give the same answer.
 */
export function quote(index: TariffIndex, points: PointDirectory, input: QuoteInput): QuoteResult {
  const pricer = quotePricer(index, points, input);
  const { usable, usdOf, laneBest, laneFloor, laneDays, floorKey, pricings } = pricer;
  const doors = doorHops(index, points, input, pricer);
  const boundsInput: GoalBoundsInput = {
    index,
    points,
    originId: index.pointId(input.origin) ?? -1,
    destination: input.destination,
    laneFloor,
    laneDays,
    seeds: doors.toDestination.map((one) => ({ from: one.from, usd: one.usd, days: one.tariff.transitDays ?? 0 })),
  };
  // Legs and days depend on the destination and the cargo's form, the cost walk on the destination
  // and the cargo's signature: kept for the next quote there. Not so trucking into the door (only
  // vehicles have it), whose usable tariffs depend on the caller and the day.
  const memo = quoteMemo(index);
  const keep = boundsInput.seeds.length === 0;
  const reach = keep
    ? withOrigin(
        boundsInput,
        memo.goalBounds(points, input.destination, pricings, () => reachBounds({ ...boundsInput, originId: -1 })),
      )
    : reachBounds(boundsInput);
  const walkKey = `${input.destination}|${floorKey}`;
  const cost = costBounds(boundsInput, memo.scratch(), keep ? memo.costWalk(points, walkKey) : undefined);
  if (keep && cost.fresh) memo.keepCostWalk(points, walkKey, cost.walk);
  const bounds = { ...reach, usd: cost.usd, usdCap: cost.usdCap };
  const search = (by: RankBy, maxRoutes: number) =>
    searchRoutes({
      index,
      points,
      origin: input.origin,
      destination: input.destination,
      bounds,
      laneFloor,
      laneDays,
      laneBest,
      doorHops: doors,
      by,
      maxRoutes,
    });
  const own: RankBy = input.sort === 'BEST_TIME' ? 'days' : 'usd';
  const routes = [...search(own, ROUTES_PER_SEARCH), ...search(own === 'usd' ? 'days' : 'usd', OTHER_ROUTES)].map(
    (route) => route.hops,
  );
  const context = legContext({
    index,
    points,
    cargo: input.cargo,
    usable,
    usdOf,
    marketplaceOrganizationIds: input.marketplaceOrganizationIds,
  });
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
  const { usable, usdOf, hop } = quotePricer(index, points, input);
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
  const context = legContext({
    index,
    points,
    cargo: input.cargo,
    usable,
    usdOf,
    marketplaceOrganizationIds: input.marketplaceOrganizationIds,
  });
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
