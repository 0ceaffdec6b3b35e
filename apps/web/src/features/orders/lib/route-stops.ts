import type { QuoteLeg, QuotePoint } from '@cargo/domain';

const keyOf = (point: Pick<QuotePoint, 'type' | 'id'>) => `${point.type}:${point.id}`;

/** A point as a route names it: "Shanghai (CNSHA)", or the name alone. */
export const pointName = (point: Pick<QuotePoint, 'name' | 'code'>) =>
  point.code ? `${point.name} (${point.code})` : point.name;

/** The hubs a route passes between its ends, each once, in route order. */
export function transitHubs(
  from: Pick<QuotePoint, 'type' | 'id'>,
  to: Pick<QuotePoint, 'type' | 'id'>,
  legs: readonly Pick<QuoteLeg, 'from' | 'to'>[],
): QuotePoint[] {
  const seen = new Set([keyOf(from), keyOf(to)]);
  const hubs: QuotePoint[] = [];
  for (const leg of legs)
    for (const point of [leg.from, leg.to]) {
      if (!point || seen.has(keyOf(point))) continue;
      seen.add(keyOf(point));
      hubs.push(point);
    }
  return hubs;
}
