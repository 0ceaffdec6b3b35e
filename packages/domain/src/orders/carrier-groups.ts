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

/**
 * Where one carrier's share of a route starts and ends: the first and the last place its legs
 * name. A service or a surcharge names one place (its `from`) or none, so a share that is a port
 * service and the sea freight still ends where the freight does; a share at one place only has no
 * second end.
 */
export function legsEnds<P extends LegPlace>(
  legs: readonly { from: P | null; to: P | null }[],
): { from: P | null; to: P | null } {
  const places = legs.flatMap((leg) => [leg.from, leg.to]).filter((place): place is P => place !== null);
  const from = places[0] ?? null;
  const last = places.at(-1) ?? null;
  const same = from !== null && last !== null && from.type === last.type && from.id === last.id;
  return { from, to: same ? null : last };
}
