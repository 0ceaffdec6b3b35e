import type { EngineLeg, EngineQuotation, PointKey } from './engine-types.js';

/**
 * Quotations that differ from another only by a pointless detour (issue 30): the same transport
 * by the same carriers, neither cheaper nor faster, but through an extra transit point (a road leg
 * split at a hub it did not need), or through an airport without flying (a rail or road chain
 * delivered via an airport). Such a quotation tells the user nothing the other does not, and two
 * near-identical cards read as a mistake. A detour that is cheaper or faster stays: then it is a
 * real choice.
 */

/** The legs that move the cargo between two points; services and surcharges stay at a point. */
const TRANSPORT_ROLES: ReadonlySet<EngineLeg['role']> = new Set(['PICKUP', 'MAIN', 'DELIVERY']);

interface Chain {
  /** The transport as a user reads it: mode and carrier, consecutive legs of the same merged. */
  signature: string;
  /** Where the cargo changes legs, in order (the ends of the route excluded). */
  stops: readonly PointKey[];
  /** Passes through an airport but never flies. */
  groundAirport: boolean;
}

const isAirport = (point: PointKey) => point.startsWith('AIRPORT_HUB:');

function chainOf(quotation: EngineQuotation): Chain {
  const transport = quotation.legs.filter((leg) => TRANSPORT_ROLES.has(leg.role));
  const parts: string[] = [];
  for (const leg of transport) {
    // The carrier a user sees: the line or railway operator, else the organization that trucks it.
    const part = `${leg.mode}/${leg.tariff.carrierId ?? `org${leg.tariff.organizationId}`}`;
    if (parts[parts.length - 1] !== part) parts.push(part);
  }
  const stops = transport.slice(0, -1).flatMap((leg) => (leg.to ? [leg.to] : []));
  const flies = transport.some((leg) => leg.mode === 'AIR');
  return { signature: parts.join('>'), stops, groundAirport: !flies && stops.some(isAirport) };
}

/** `inner` is `outer` with at least one point left out (order kept). */
function properSubsequence(inner: readonly PointKey[], outer: readonly PointKey[]): boolean {
  if (inner.length >= outer.length) return false;
  let at = 0;
  for (const point of outer) if (at < inner.length && inner[at] === point) at++;
  return at === inner.length;
}

/** `detour` goes as `direct` does, costs and takes no less, and only adds a stop or an airport. */
function isDetourOf(detour: Chain & EngineQuotation, direct: Chain & EngineQuotation): boolean {
  return (
    detour.signature === direct.signature &&
    direct.totalUsd <= detour.totalUsd &&
    direct.transitDays <= detour.transitDays &&
    (properSubsequence(direct.stops, detour.stops) || (detour.groundAirport && !direct.groundAirport))
  );
}

/**
 * The quotations without those that are a detour of another (order kept). Quadratic in the
 * quotations, which are the few dozen routes of one quote, not the search's labels.
 */
export function withoutDetours<T extends EngineQuotation>(quotations: readonly T[]): T[] {
  const chains = quotations.map((quotation) => ({ ...quotation, ...chainOf(quotation) }));
  return quotations.filter(
    (_quotation, at) => !chains.some((other, otherAt) => otherAt !== at && isDetourOf(chains[at]!, other)),
  );
}
