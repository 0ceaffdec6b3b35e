/**
 * The delivery orders of a booked route: one per organization selling its legs, holding every
 * leg that organization sells (its pickup and its delivery alike), in the order each first
 * appears along the route. Legs are named by their positions in the route.
 */
export function carrierGroups(
  legs: readonly { organizationId: number }[],
): { organizationId: number; legIndexes: number[] }[] {
  const groups = new Map<number, number[]>();
  legs.forEach((leg, index) => {
    const group = groups.get(leg.organizationId);
    if (group) group.push(index);
    else groups.set(leg.organizationId, [index]);
  });
  return [...groups].map(([organizationId, legIndexes]) => ({ organizationId, legIndexes }));
}

/** A place a leg names: a hub or a city, known by its type and id. */
interface LegPlace {
  type: string;
  id: number;
}

const samePlace = (a: LegPlace, b: LegPlace) => a.type === b.type && a.id === b.id;

/**
 * The stretches of the route one carrier's share covers, in route order: where its legs follow
 * one another (a leg starts where the last one ended, or names one place it is at, or none) they
 * make one stretch; where another carrier's legs come between, a new one starts. A road carrier
 * that picks up in Shanghai and delivers from St Petersburg to Moscow has two stretches, never
 * "Shanghai → Moscow" as if it carried the sea leg. A stretch at one place only (a port's
 * services) has no second end; a share naming no place has no stretch.
 */
export function shareStretches<P extends LegPlace>(
  legs: readonly { from: P | null; to: P | null }[],
): { from: P; to: P | null }[] {
  // Each stretch's places in route order; a leg starting at any of them (a surcharge of the freight
  // it follows, a service at a hub passed) belongs to it.
  const stretches: P[][] = [];
  for (const leg of legs) {
    const first = leg.from ?? leg.to;
    if (!first) continue;
    const current = stretches.at(-1);
    const places = current?.some((place) => samePlace(place, first)) ? current : undefined;
    if (!places) stretches.push(leg.to && !samePlace(leg.to, first) ? [first, leg.to] : [first]);
    else if (leg.to && !places.some((place) => samePlace(place, leg.to!))) places.push(leg.to);
  }
  return stretches.map((places) => ({ from: places[0]!, to: places.length > 1 ? places.at(-1)! : null }));
}
