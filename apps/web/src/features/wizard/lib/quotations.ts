import {
  LEG_MODES,
  type Calculation,
  type LegMode,
  type LegRole,
  type Quotation,
  type QuotationWithLegs,
  type QuoteLeg,
  type QuotePoint,
  type QuoteSort,
} from '@cargo/domain';

/**
 * The quotation list's own logic: who carries a quotation, the hubs it passes, the filters
 * (transport, carrier, transit days) and the two orders of Product specification, shell §3 — BEST_PRICE by the
 * USD total, BEST_TIME by the total transit; ties keep the server's order.
 */

/** The legs that move the cargo: road to the hub, the main haulage, road to the door. */
const TRANSPORT_ROLES: ReadonlySet<LegRole> = new Set(['PICKUP', 'MAIN', 'DELIVERY']);

export const isTransportLeg = (leg: Pick<QuoteLeg, 'role'>) => TRANSPORT_ROLES.has(leg.role);

export interface CarrierRef {
  /** `c12` for a carrier of the dictionaries (a sea line, an airline), `o7` for the organization selling the leg. */
  key: string;
  name: string;
}

/** Who carries a leg: its carrier where it names one (a sea line), else the organization whose tariff it is. */
export function carrierOf(leg: Pick<QuoteLeg, 'carrier' | 'organization'>): CarrierRef {
  return leg.carrier
    ? { key: `c${leg.carrier.id}`, name: leg.carrier.name }
    : { key: `o${leg.organization.id}`, name: leg.organization.name };
}

/** The carriers of a quotation's transport legs, each once, in the route's order. */
export function carriersOf(quotation: Pick<QuotationWithLegs, 'legs'>): CarrierRef[] {
  const found = new Map<string, CarrierRef>();
  for (const leg of quotation.legs.filter(isTransportLeg)) {
    const carrier = carrierOf(leg);
    if (!found.has(carrier.key)) found.set(carrier.key, carrier);
  }
  return [...found.values()];
}

const pointKey = (point: Pick<QuotePoint, 'type' | 'id'>) => `${point.type}:${point.id}`;

/**
 * The hubs between the two ends, in order: every point the transport legs touch, the ends
 * themselves left out (Shanghai → port of Shanghai → port of St Petersburg → Moscow gives the two
 * ports).
 */
export function transitPoints(
  quotation: Pick<QuotationWithLegs, 'legs'>,
  calculation: Pick<Calculation, 'from' | 'to'>,
): QuotePoint[] {
  const ends = new Set([pointKey(calculation.from), pointKey(calculation.to)]);
  const points: QuotePoint[] = [];
  for (const leg of quotation.legs.filter(isTransportLeg))
    for (const point of [leg.from, leg.to]) {
      if (!point || ends.has(pointKey(point))) continue;
      const last = points.at(-1);
      if (!last || pointKey(last) !== pointKey(point)) points.push(point);
    }
  return points;
}

export interface QuotationFilters {
  /** Quotations that use any of these modes; all when empty. */
  modes: LegMode[];
  /** Quotations carried (in part) by any of these; all when empty. */
  carriers: string[];
  maxTransitDays: number | null;
}

export const NO_FILTERS: QuotationFilters = { modes: [], carriers: [], maxTransitDays: null };

export const hasFilters = (filters: QuotationFilters) =>
  filters.modes.length > 0 || filters.carriers.length > 0 || filters.maxTransitDays !== null;

export interface QuotationFacets {
  modes: LegMode[];
  carriers: CarrierRef[];
  minTransitDays: number;
  maxTransitDays: number;
}

/** What the filters can offer: the modes and carriers present, the range of transit days. */
export function facetsOf(quotations: readonly QuotationWithLegs[]): QuotationFacets {
  const modes = new Set(quotations.flatMap((quotation) => quotation.modes));
  const carriers = new Map<string, CarrierRef>();
  for (const quotation of quotations) for (const carrier of carriersOf(quotation)) carriers.set(carrier.key, carrier);
  const days = quotations.map((quotation) => quotation.transitDays);
  return {
    modes: LEG_MODES.filter((mode) => modes.has(mode)),
    carriers: [...carriers.values()].sort((a, b) => a.name.localeCompare(b.name)),
    minTransitDays: days.length ? Math.min(...days) : 0,
    maxTransitDays: days.length ? Math.max(...days) : 0,
  };
}

export function filterQuotations<Q extends QuotationWithLegs>(
  quotations: readonly Q[],
  filters: QuotationFilters,
): Q[] {
  return quotations.filter(
    (quotation) =>
      (!filters.modes.length || quotation.modes.some((mode) => filters.modes.includes(mode))) &&
      (!filters.carriers.length || carriersOf(quotation).some((carrier) => filters.carriers.includes(carrier.key))) &&
      (filters.maxTransitDays === null || quotation.transitDays <= filters.maxTransitDays),
  );
}

type Sortable = Pick<Quotation, 'totalUsd' | 'transitDays'>;

const unpriced = (a: Sortable, b: Sortable) => a.totalUsd === null || b.totalUsd === null;
const byPrice = (a: Sortable, b: Sortable) => (unpriced(a, b) ? 0 : a.totalUsd! - b.totalUsd!);
const byTime = (a: Sortable, b: Sortable) => a.transitDays - b.transitDays;

const ORDERS: Readonly<Record<QuoteSort, (a: Sortable, b: Sortable) => number>> = {
  // Without prices (a guest's) the server's order, which is by price, stands.
  BEST_PRICE: (a, b) => (unpriced(a, b) ? 0 : byPrice(a, b) || byTime(a, b)),
  BEST_TIME: (a, b) => byTime(a, b) || byPrice(a, b),
};

/** BEST_PRICE: cheapest first (in USD), then fastest; BEST_TIME: fastest first, then cheapest. Stable. */
export function sortQuotations<Q extends Sortable>(quotations: readonly Q[], sort: QuoteSort): Q[] {
  return [...quotations].sort(ORDERS[sort]);
}

/** The cheapest and the fastest quotation, marked on their cards when there is a choice. */
export function highlights(quotations: readonly (Sortable & Pick<Quotation, 'id'>)[]): {
  cheapest: number | null;
  fastest: number | null;
} {
  if (quotations.length < 2) return { cheapest: null, fastest: null };
  const priced = quotations.filter((quotation) => quotation.totalUsd !== null);
  const [cheapest] = sortQuotations(priced, 'BEST_PRICE');
  const [fastest] = sortQuotations(quotations, 'BEST_TIME');
  return { cheapest: cheapest?.id ?? null, fastest: fastest?.id ?? null };
}
