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

/** `detour` costs and takes no less than `direct` (same signature), and only adds a stop or an airport. */
function isDetourOf(detour: Chain, detourOf: EngineQuotation, direct: Chain, directOf: EngineQuotation): boolean {
  return (
    directOf.totalUsd <= detourOf.totalUsd &&
    directOf.transitDays <= detourOf.transitDays &&
    (properSubsequence(direct.stops, detour.stops) || (detour.groundAirport && !direct.groundAirport))
  );
}

/**
 * The quotations without those that are a detour of another (order kept). Only quotations of the
 * same signature are compared: a quote's few dozen routes fall into a few groups.
 */
export function withoutDetours<T extends EngineQuotation>(quotations: readonly T[]): T[] {
  const chains = quotations.map(chainOf);
  const bySignature = new Map<string, number[]>();
  chains.forEach((chain, at) => {
    const group = bySignature.get(chain.signature);
    if (group) group.push(at);
    else bySignature.set(chain.signature, [at]);
  });
  const dropped = new Set<number>();
  for (const group of bySignature.values()) {
    if (group.length < 2) continue;
    for (const at of group)
      if (
        group.some(
          (other) => other !== at && isDetourOf(chains[at]!, quotations[at]!, chains[other]!, quotations[other]!),
        )
      )
        dropped.add(at);
  }
  return dropped.size ? quotations.filter((_quotation, at) => !dropped.has(at)) : [...quotations];
}
