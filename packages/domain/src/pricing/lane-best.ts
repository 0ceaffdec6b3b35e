import type { IndexedTariff } from './engine-types.js';
import type { FloorPricing, LaneFloors } from './lane-floors.js';

/** How a search ranks: by USD, or by transit days and then USD. */
export type RankBy = 'usd' | 'days';

/** Days weigh before money in a BEST_TIME rank; a route's cost in USD minor units stays far below this. */
export const DAY = 1e12;

/** A priced hop as `cheapestOfLane` needs it: its tariff and its cost in USD minor units with VAT. */
export interface RankedHop {
  tariff: IndexedTariff;
  usd: number;
}

/** Below this many members a floor is scanned whole: sorting it would cost more than it saves. */
const SCAN_WHOLE = 12;

export function rankOf(by: RankBy, usd: number, days: number): number {
  return by === 'usd' ? usd : days * DAY + usd;
}

/**
 * The `count` best hops of a lane by rank (ties by tariff id), best first, pricing as few of its
 * tariffs as it can (a threshold walk): each floor's members are walked in their order for the
 * cargo (`FloorPricing.order`), and a floor is left as soon as what its next member costs at least
 * ranks below the `count`-th hop kept. The answer is the same as pricing every tariff.
 */
export function cheapestOfLane<H extends RankedHop>(
  floors: LaneFloors,
  pricing: FloorPricing,
  query: {
    distanceKm: number | null;
    count: number;
    by: RankBy;
    /** A price in a currency as USD minor units, never above the exact conversion. */
    usdAtMost: (amount: number, currency: string) => number;
    /** The hop of a tariff of the lane; null when it is not usable or cannot price the cargo. */
    price: (tariff: IndexedTariff) => H | null;
  },
): H[] {
  const { count, by, distanceKm } = query;
  const kept: H[] = [];
  const ranks: number[] = [];
  const keep = (hop: H) => {
    const rank = rankOf(by, hop.usd, hop.tariff.transitDays ?? 0);
    const before = (at: number) =>
      (ranks[at] as number) > rank || ((ranks[at] as number) === rank && (kept[at] as H).tariff.id > hop.tariff.id);
    if (kept.length === count && !before(count - 1)) return;
    let at = Math.min(kept.length, count - 1);
    while (at > 0 && before(at - 1)) {
      kept[at] = kept[at - 1] as H;
      ranks[at] = ranks[at - 1] as number;
      at -= 1;
    }
    kept[at] = hop;
    ranks[at] = rank;
  };
  for (const floor of floors.floors) {
    if (count === 0 || pricing.cost(floor, distanceKm) === null) continue;
    if (floor.members.length < SCAN_WHOLE) {
      for (const tariff of floor.members) {
        const hop = query.price(tariff);
        if (hop) keep(hop);
      }
      continue;
    }
    const order = pricing.order(floor, by);
    for (let at = 0; at < order.tariffs.length; at++) {
      if (kept.length === count) {
        const least = pricing.cost(floor, distanceKm, order.keys[at] as number) as number;
        const bound = rankOf(by, query.usdAtMost(least, floor.currency), order.days[at] as number);
        if (bound > (ranks[count - 1] as number)) break;
      }
      const hop = query.price(order.tariffs[at] as IndexedTariff);
      if (hop) keep(hop);
    }
  }
  return kept;
}
