import type { RouteType } from '../tariffs/enums.js';
import type { TariffKind } from '../tariffs/kinds.js';
import type { CargoMeasures, EngineLeg, IndexedTariff, LegPrice, PointKey } from './engine-types.js';
import type { LegMode, LegRole } from './enums.js';
import { legModeOf, priceSurcharge, priceTariff } from './leg-pricing.js';
import type { Hop } from './route-search.js';
import { isCity, type PointDirectory } from './point-directory.js';
import type { TariffIndex } from './tariff-index.js';

/** The services of a main leg's hubs, by the leg's mode. */
const SERVICE_KIND: Partial<Record<LegMode, TariffKind>> = {
  SEA: 'port-services',
  AIR: 'airport-services',
  RAIL: 'railway-services',
};

export interface LegContext {
  index: TariffIndex;
  points: PointDirectory;
  cargo: CargoMeasures;
  /** Valid on the day, visible to the caller, allowed for the cargo. */
  usable: (tariff: IndexedTariff) => boolean;
  /** USD minor units of a price with VAT, for choosing the cheapest of alternatives. */
  usdOf: (price: LegPrice) => number | null;
  /** The marketplace's own organizations: their line-wide surcharges apply to every owner's tariffs. */
  marketplaceOrganizationIds: ReadonlySet<number>;
  /**
   * Service and surcharge legs already picked in this quote, and the legs of its hops: routes
   * share hubs, sea legs and their surcharges, and a leg met again is the same object, so that
   * whoever stores a quote's legs once each tells them apart by identity.
   */
  readonly picked: Map<string, readonly EngineLeg[]>;
  readonly hopLegs: Map<Hop, EngineLeg>;
  /** Service legs by role, tariff and hub: one hub's service serves several carriers' legs. */
  readonly serviceLegs: Map<string, EngineLeg>;
}

interface Picked {
  tariff: IndexedTariff;
  price: LegPrice;
}

/** A context for one quote's legs. */
export function legContext(fields: Omit<LegContext, 'picked' | 'hopLegs' | 'serviceLegs'>): LegContext {
  return { ...fields, picked: new Map(), hopLegs: new Map(), serviceLegs: new Map() };
}

/** What `pick` answers, computed once per key and context. */
function once(context: LegContext, key: string, pick: () => readonly EngineLeg[]): readonly EngineLeg[] {
  let found = context.picked.get(key);
  if (!found) {
    found = pick();
    context.picked.set(key, found);
  }
  return found;
}

function roleOf(hops: readonly Hop[], at: number): LegRole {
  const hop = hops[at] as Hop;
  if (hops.length === 1 || legModeOf(hop.tariff) !== 'ROAD') return 'MAIN';
  if (at === 0 && isCity(hop.from)) return 'PICKUP';
  if (at === hops.length - 1 && isCity(hop.to)) return 'DELIVERY';
  return 'MAIN';
}

function leg(
  role: LegRole,
  tariff: IndexedTariff,
  from: PointKey | null,
  to: PointKey | null,
  price: LegPrice,
  distanceKm: number | null,
): EngineLeg {
  return { role, mode: legModeOf(tariff), tariff, from, to, price, distanceKm };
}

/** The leg of a hop in a role: the same object each time the quote's routes meet the hop so. */
function hopLeg(hop: Hop, role: LegRole, context: LegContext): EngineLeg {
  const kept = context.hopLegs.get(hop);
  if (kept?.role === role) return kept;
  const made = leg(role, hop.tariff, hop.from, hop.to, hop.price, hop.distanceKm);
  if (!kept) context.hopLegs.set(hop, made);
  return made;
}

/** Picks, per group, the cheapest priced tariff (in USD, then the lowest id for a stable answer). */
function cheapestPerGroup(
  candidates: readonly IndexedTariff[],
  groupOf: (tariff: IndexedTariff) => string,
  priceOf: (tariff: IndexedTariff) => LegPrice | null,
  context: LegContext,
  rank: (tariff: IndexedTariff) => number = () => 0,
): Picked[] {
  const best = new Map<string, { tariff: IndexedTariff; price: LegPrice; usd: number; rank: number }>();
  for (const tariff of candidates) {
    const price = priceOf(tariff);
    if (!price) continue;
    const usd = context.usdOf(price);
    if (usd === null) continue;
    const group = groupOf(tariff);
    const held = best.get(group);
    const better =
      !held ||
      rank(tariff) > held.rank ||
      (rank(tariff) === held.rank && (usd < held.usd || (usd === held.usd && tariff.id < held.tariff.id)));
    if (better) best.set(group, { tariff, price, usd, rank: rank(tariff) });
  }
  return [...best.values()].sort((a, b) => a.tariff.id - b.tariff.id);
}

/**
 * Departure or arrival services at a hub of a main leg: for each service, the cheapest tariff of
 * the hub's kind with the route type of the direction, open to any carrier or naming the leg's.
 */
function servicesAt(
  role: 'DEPARTURE_SERVICE' | 'ARRIVAL_SERVICE',
  point: PointKey,
  mode: LegMode,
  routeType: RouteType,
  carrierId: number | null,
  context: LegContext,
): readonly EngineLeg[] {
  const kind = SERVICE_KIND[mode];
  if (!kind) return [];
  return once(context, `${role}:${point}:${kind}:${routeType}:${carrierId}`, () => {
    const candidates = context.index
      .servicesOf(point)
      .filter(
        (tariff) =>
          tariff.kind === kind &&
          tariff.routeType === routeType &&
          (tariff.carrierId === null || tariff.carrierId === carrierId) &&
          context.usable(tariff),
      );
    return cheapestPerGroup(
      candidates,
      (tariff) => (tariff.serviceId === null ? `tariff:${tariff.id}` : `service:${tariff.serviceId}`),
      (tariff) => priceTariff(tariff, context.cargo, { distanceKm: null }),
      context,
    ).map((service) => {
      // A service's price is its tariff's for the cargo, wherever it is met.
      const key = `${role}:${service.tariff.id}:${point}`;
      let kept = context.serviceLegs.get(key);
      if (!kept) context.serviceLegs.set(key, (kept = leg(role, service.tariff, point, null, service.price, null)));
      return kept;
    });
  });
}

/**
 * The surcharge values of a sea leg: those for this very tariff, and those for its sea line kept
 * by the tariff's owner or by the marketplace, of the same cargo form, on the same ports or open
 * ends. Of several values of one surcharge the most specific wins (this tariff, then this lane,
 * then the whole line), then the cheapest.
 */
function surchargesOf(hop: Hop, context: LegContext): readonly EngineLeg[] {
  const freight = hop.tariff;
  return once(context, `surcharges:${freight.id}:${hop.from}:${hop.to}`, () => {
    const candidates = context.index
      .surchargesFor(freight)
      .filter(
        (surcharge) =>
          surcharge.variant === freight.variant &&
          (surcharge.appliesToTariffId === freight.id ||
            surcharge.organizationId === freight.organizationId ||
            context.marketplaceOrganizationIds.has(surcharge.organizationId)) &&
          context.usable(surcharge),
      );
    const specificity = (surcharge: IndexedTariff) =>
      surcharge.appliesToTariffId !== null ? 2 : surcharge.from !== null || surcharge.to !== null ? 1 : 0;
    return cheapestPerGroup(
      candidates,
      (surcharge) => `surcharge:${surcharge.surchargeId ?? `tariff:${surcharge.id}`}`,
      (surcharge) => priceSurcharge(surcharge, context.cargo, hop.price),
      context,
      specificity,
    ).map((surcharge) => leg('SURCHARGE', surcharge.tariff, hop.from, hop.to, surcharge.price, null));
  });
}

function countryOf(point: PointKey, context: LegContext): string | null {
  return context.points.get(point)?.countryCode ?? null;
}

/**
 * The legs of a quotation in travel order: the transport hops with their roles, and around each
 * run of main legs of one mode the services of its first and last hub (EXPORT and IMPORT when the
 * run crosses a border, LOCAL_DEPARTURE and LOCAL_ARRIVAL when it does not), each sea leg
 * followed by its surcharges.
 */
export function routeLegs(hops: readonly Hop[], context: LegContext): EngineLeg[] {
  const roles = hops.map((_, at) => roleOf(hops, at));
  const modes = hops.map((hop) => legModeOf(hop.tariff));
  const inRun = (a: number, b: number) => roles[a] === 'MAIN' && roles[b] === 'MAIN' && modes[a] === modes[b];
  const legs: EngineLeg[] = [];
  let runStart = 0;
  hops.forEach((hop, at) => {
    const role = roles[at] as LegRole;
    const mode = modes[at] as LegMode;
    if (role === 'MAIN' && (at === 0 || !inRun(at - 1, at))) {
      runStart = at;
      let runEnd = at;
      while (runEnd + 1 < hops.length && inRun(runEnd, runEnd + 1)) runEnd += 1;
      const international = countryOf(hop.from, context) !== countryOf((hops[runEnd] as Hop).to, context);
      const routeType = international ? 'EXPORT' : 'LOCAL_DEPARTURE';
      legs.push(...servicesAt('DEPARTURE_SERVICE', hop.from, mode, routeType, hop.tariff.carrierId, context));
    }
    legs.push(hopLeg(hop, role, context));
    if (hop.tariff.kind === 'sea') legs.push(...surchargesOf(hop, context));
    if (role === 'MAIN' && (at === hops.length - 1 || !inRun(at, at + 1))) {
      const international = countryOf((hops[runStart] as Hop).from, context) !== countryOf(hop.to, context);
      const routeType = international ? 'IMPORT' : 'LOCAL_ARRIVAL';
      legs.push(...servicesAt('ARRIVAL_SERVICE', hop.to, mode, routeType, hop.tariff.carrierId, context));
    }
  });
  return legs;
}
