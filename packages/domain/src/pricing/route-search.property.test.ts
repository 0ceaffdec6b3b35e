import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { callers, input, P, READY, randomTariff, worldOf } from './engine-world.fixtures.js';
import { daysAt, goalBounds, legsAt, usdAt, type GoalBounds } from './goal-bounds.js';
import { rankOf, type RankBy } from './lane-best.js';
import { quotePricer } from './quote.js';
import { rankLimit, searchRoutes, type TransportRoute } from './route-search.js';

const world = fc.record({
  tariffs: fc.array(randomTariff, { minLength: 10, maxLength: 80 }),
  caller: callers,
  origin: fc.constantFrom(P.shanghai, P.cnsha),
  destination: fc.constantFrom(P.moscow, P.moscowStation),
  maxRoutes: fc.integer({ min: 1, max: 12 }),
});

type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

let routesSeen = 0;
/** More routes than any world here has (at most 80 tariffs, few of them chaining). */
const ALL_ROUTES = 1_000;

/** The routes of both searches of a world, with the goal bounds the quote builds or with none. */
function search(w: World, by: RankBy, informed: boolean, maxRoutes = w.maxRoutes): TransportRoute[] {
  const { index, points } = worldOf(w.tariffs);
  const quoteInput = input({ caller: w.caller, origin: w.origin, destination: w.destination, readyDate: READY });
  const { laneBest, laneFloor, laneDays } = quotePricer(index, points, quoteInput);
  const bounds = goalBounds({
    index,
    points,
    originId: index.pointId(w.origin) ?? -1,
    destination: w.destination,
    laneFloor,
    laneDays,
    seeds: [],
  });
  // Without bounds: every point as close as can be, so the search is a plain best-first one.
  const none: GoalBounds = { ...bounds, usd: bounds.usd.map(() => 0), days: bounds.days.map(() => 0), usdCap: 0 };
  const found = searchRoutes({
    index,
    points,
    origin: w.origin,
    destination: w.destination,
    bounds: informed ? bounds : none,
    laneFloor,
    laneDays,
    laneBest,
    by,
    maxRoutes,
  });
  return found;
}

const ranks = (routes: readonly TransportRoute[], by: RankBy) =>
  routes.map((route) => rankOf(by, route.usd, route.days));

describe('route search: what the goal bounds change', () => {
  afterAll(() => {
    // The worlds must hold routes for the properties to say anything: 380-480 are returned a run.
    expect(routesSeen).toBeGreaterThan(200);
  });

  it('finds the same routes in the same order as a plain best-first search, by price and by time', () => {
    fc.assert(
      fc.property(world, fc.constantFrom<RankBy>('usd', 'days'), (w, by) => {
        const informed = search(w, by, true);
        const plain = search(w, by, false);
        routesSeen += informed.length;
        expect(ranks(informed, by)).toEqual(ranks(plain, by));
        // Routes of equal rank are equally good, so at a tie (also with a route past the cut,
        // which neither search returns) the two may pick different ones; but every route the
        // informed search returns is one the plain search finds when asked for all of them.
        const legs = (route: TransportRoute) => route.hops.map((hop) => hop.tariff.id).join('>');
        const all = new Set(search(w, by, false, ALL_ROUTES).map(legs));
        for (const route of informed) expect(all).toContain(legs(route));
        // Nothing past the spread of the first route.
        const [first] = informed;
        if (first) for (const rank of ranks(informed, by)) expect(rank).toBeLessThanOrEqual(rankLimit(by, first));
      }),
      { numRuns: 300 },
    );
  });

  it('ranks every route at least as the bounds at its origin say', () => {
    fc.assert(
      fc.property(world, (w) => {
        const { index, points } = worldOf(w.tariffs);
        const quoteInput = input({ caller: w.caller, origin: w.origin, destination: w.destination, readyDate: READY });
        const { laneFloor, laneDays } = quotePricer(index, points, quoteInput);
        const originId = index.pointId(w.origin) ?? -1;
        const bounds = goalBounds({
          index,
          points,
          originId,
          destination: w.destination,
          laneFloor,
          laneDays,
          seeds: [],
        });
        const routes = search(w, 'usd', true);
        routesSeen += routes.length;
        for (const route of routes) {
          expect(route.usd).toBeGreaterThanOrEqual(usdAt(bounds, originId));
          expect(route.days).toBeGreaterThanOrEqual(daysAt(bounds, originId));
          expect(route.hops.length).toBeGreaterThanOrEqual(legsAt(bounds, originId));
          // Each hop costs at least its lane's floor.
          for (const hop of route.hops) {
            const lane = index.lane(index.pointId(hop.from) as number, index.pointId(hop.to) as number);
            expect(lane).toBeDefined();
            expect(hop.usd).toBeGreaterThanOrEqual(laneFloor((lane as NonNullable<typeof lane>).id));
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
