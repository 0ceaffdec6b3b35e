import { describe, expect, it } from 'vitest';
import { withoutDetours } from './detours.js';
import type { EngineLeg, EngineQuotation, PointKey } from './engine-types.js';
import { ORG, P, tariff } from './engine-world.fixtures.js';
import type { LegMode, LegRole } from './enums.js';

const TRANSCONTAINER = 300;
const SHEREMETYEVO: PointKey = 'AIRPORT_HUB:50';
const MOSCOW_PORT: PointKey = 'SEA_PORT:30';

interface LegOf {
  mode: LegMode;
  from: PointKey;
  to: PointKey;
  carrierId?: number;
  role?: LegRole;
}

const leg = ({ mode, from, to, carrierId, role = 'MAIN' }: LegOf): EngineLeg => ({
  role,
  mode,
  tariff: tariff({ organizationId: ORG.railRoad, carrierId: carrierId ?? null }),
  from,
  to,
  price: { cost: 0, vat: 0, currency: 'USD' } as EngineLeg['price'],
  distanceKm: null,
});

const quotation = (legs: EngineLeg[], totalUsd: number, transitDays: number): EngineQuotation => ({
  legs,
  totals: { USD: totalUsd },
  totalUsd,
  transitDays,
  validTo: '2027-12-31',
  commission: null,
  sellerReward: null,
});

/** Vladivostok's station → Moscow's station by rail, then trucked to the door. */
const rail = leg({ mode: 'RAIL', from: P.vladivostokStation, to: P.moscowStation, carrierId: TRANSCONTAINER });
const delivered = leg({ mode: 'ROAD', from: P.moscowStation, to: P.moscow, role: 'DELIVERY' });
const direct = quotation([rail, delivered], 3_000_00, 12);

/** The same rail and trucker, but the truck calls at Sheremetyevo on its way to the door. */
const viaAirport = (totalUsd: number, transitDays: number) =>
  quotation(
    [
      rail,
      leg({ mode: 'ROAD', from: P.moscowStation, to: SHEREMETYEVO, role: 'DELIVERY' }),
      leg({ mode: 'ROAD', from: SHEREMETYEVO, to: P.moscow, role: 'DELIVERY' }),
    ],
    totalUsd,
    transitDays,
  );

describe('quotations without pointless detours', () => {
  it('drops a rail route delivered through an airport that is neither cheaper nor faster', () => {
    expect(withoutDetours([viaAirport(3_000_00, 12), direct])).toEqual([direct]);
    expect(withoutDetours([direct, viaAirport(3_200_00, 13)])).toEqual([direct]);
  });

  it('drops an extra transit point that changes neither the modes nor the carriers', () => {
    const throughPort = quotation(
      [
        rail,
        leg({ mode: 'ROAD', from: P.moscowStation, to: MOSCOW_PORT, role: 'DELIVERY' }),
        leg({ mode: 'ROAD', from: MOSCOW_PORT, to: P.moscow, role: 'DELIVERY' }),
      ],
      3_000_00,
      12,
    );
    expect(withoutDetours([throughPort, direct])).toEqual([direct]);
  });

  it('keeps a detour that is cheaper or faster: then it is a choice', () => {
    const cheaper = viaAirport(2_900_00, 13);
    const faster = viaAirport(3_100_00, 11);
    expect(withoutDetours([direct, cheaper, faster])).toEqual([direct, cheaper, faster]);
  });

  it('keeps routes by other carriers or modes, and a flight through its airport', () => {
    const otherRail = quotation(
      [leg({ mode: 'RAIL', from: P.vladivostokStation, to: SHEREMETYEVO, carrierId: 301 }), delivered],
      3_500_00,
      14,
    );
    const flown = quotation(
      [
        leg({ mode: 'ROAD', from: P.vladivostok, to: 'AIRPORT_HUB:60', role: 'PICKUP' }),
        leg({ mode: 'AIR', from: 'AIRPORT_HUB:60', to: SHEREMETYEVO }),
        leg({ mode: 'ROAD', from: SHEREMETYEVO, to: P.moscow, role: 'DELIVERY' }),
      ],
      9_000_00,
      3,
    );
    expect(withoutDetours([direct, otherRail, flown])).toEqual([direct, otherRail, flown]);
  });

  it('keeps the only route there is, detour or not', () => {
    const only = viaAirport(3_000_00, 12);
    expect(withoutDetours([only])).toEqual([only]);
  });
});
