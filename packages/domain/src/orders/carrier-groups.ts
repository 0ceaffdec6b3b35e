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
