import { describe, expect, it } from 'vitest';
import { boxes, P, SEA_LINE, tariff, worldOf } from './engine-world.fixtures.js';
import { roadDistanceKm } from './geo-distance.js';
import { PointDirectory } from './point-directory.js';
import { TariffIndex } from './tariff-index.js';
import { WORLD_POINTS } from './engine-world.fixtures.js';

const id = (index: TariffIndex, key: Parameters<TariffIndex['pointId']>[0]) => index.pointId(key) as number;

describe('TariffIndex lanes', () => {
  it('keeps one lane per pair of points, walked from hubs, and doors only by their ends', () => {
    const sea = tariff({ from: P.cnsha, to: P.ruled, lines: boxes({ hc40: 100 }) });
    const sea2 = tariff({ from: P.cnsha, to: P.ruled, lines: boxes({ hc40: 90 }) });
    const pickup = tariff({ kind: 'road-transportation', from: P.shanghai, to: P.cnsha, lines: boxes({ hc40: 5 }) });
    const delivery = tariff({ kind: 'road-transportation', from: P.ruled, to: P.spb, lines: boxes({ hc40: 7 }) });
    const { index } = worldOf([sea, sea2, pickup, delivery]);
    const lane = index.lane(id(index, P.cnsha), id(index, P.ruled));
    expect(lane?.tariffs).toEqual([sea, sea2]);
    expect(index.lanesFrom(id(index, P.cnsha))).toEqual([lane]);
    expect(index.lanesInto(id(index, P.ruled))).toEqual([lane]);
    // A door's lanes: out of it (pickups) are walked from it; into it only by its ends.
    expect(index.lanesFrom(id(index, P.shanghai)).map((one) => one.to)).toEqual([P.cnsha]);
    expect(index.lanesInto(id(index, P.cnsha))).toEqual([]);
    expect(index.lanesFrom(id(index, P.ruled))).toEqual([]);
    expect(index.doorLanesFrom(id(index, P.ruled)).map((one) => one.to)).toEqual([P.spb]);
    expect(index.lanesInto(id(index, P.spb)).map((one) => one.from)).toEqual([P.ruled]);
  });

  it('drops an emptied lane, reuses its id, and forgets what it knew of it', () => {
    const points = new PointDirectory(WORLD_POINTS);
    const index = new TariffIndex();
    const sea = tariff({ from: P.cnsha, to: P.ruled, transitDays: 30, lines: boxes({ hc40: 100 }) });
    index.upsert(sea);
    const first = index.lane(id(index, P.cnsha), id(index, P.ruled));
    expect(first && index.floorsOf(first).minDays).toBe(30);
    expect(first && index.laneDistanceKm(points, first)).toBeGreaterThan(5_000);

    index.upsert({ ...sea, transitDays: 25 });
    const same = index.lane(id(index, P.cnsha), id(index, P.ruled));
    expect(same && index.floorsOf(same).minDays).toBe(25);

    index.remove(sea.id);
    expect(index.lane(id(index, P.cnsha), id(index, P.ruled))).toBeUndefined();
    expect(index.lanesFrom(id(index, P.cnsha))).toEqual([]);

    const rail = tariff({
      kind: 'railway-transportation',
      from: P.shushary,
      to: P.moscowStation,
      lines: boxes({ hc40: 1 }),
    });
    index.upsert(rail);
    const reused = index.lane(id(index, P.shushary), id(index, P.moscowStation));
    expect(reused?.id).toBe(first?.id);
    expect(index.outOfColumns(id(index, P.shushary)).laneIds).toEqual(Int32Array.from([reused!.id]));
    const shushary = WORLD_POINTS.find((one) => one.key === P.shushary);
    const station = WORLD_POINTS.find((one) => one.key === P.moscowStation);
    expect(reused && index.laneDistanceKm(points, reused)).toBe(roadDistanceKm(shushary!, station!));
  });

  it('gives the lanes into a point as columns that follow lanes made and emptied', () => {
    const columns = (index: TariffIndex, point: Parameters<TariffIndex['pointId']>[0]) => {
      const { laneIds, ends } = index.intoColumns(id(index, point));
      return [...laneIds].map((laneId, at) => [index.laneById(laneId)?.from, index.pointKeyOf(ends[at] as number)]);
    };
    const sea = tariff({ from: P.cnsha, to: P.ruled, lines: boxes({ hc40: 100 }) });
    const fromVladivostok = tariff({ from: P.ruvvo, to: P.ruled, lines: boxes({ hc40: 90 }) });
    const { index } = worldOf([sea]);
    expect(columns(index, P.ruled)).toEqual([[P.cnsha, P.cnsha]]);
    index.upsert(fromVladivostok);
    expect(columns(index, P.ruled)).toEqual([
      [P.cnsha, P.cnsha],
      [P.ruvvo, P.ruvvo],
    ]);
    index.remove(sea.id);
    expect(columns(index, P.ruled)).toEqual([[P.ruvvo, P.ruvvo]]);
    const emptied = index.lane(id(index, P.cnsha), id(index, P.ruled));
    expect(emptied).toBeUndefined();
  });

  it('names the lanes changed since a version, until its log no longer reaches back', () => {
    const sea = tariff({ from: P.cnsha, to: P.ruled, lines: boxes({ hc40: 100 }) });
    const rail = tariff({
      kind: 'railway-transportation',
      from: P.shushary,
      to: P.moscowStation,
      lines: boxes({ hc40: 50 }),
    });
    const { index } = worldOf([sea, rail]);
    const seaLane = index.lane(id(index, P.cnsha), id(index, P.ruled))?.id;
    const railLane = index.lane(id(index, P.shushary), id(index, P.moscowStation))?.id;
    const before = index.version;
    expect(index.changedLanesSince(before)).toEqual([]);
    index.upsert({ ...sea, minPrice: 10 });
    expect(new Set(index.changedLanesSince(before))).toEqual(new Set([seaLane]));
    const middle = index.version;
    index.remove(rail.id);
    expect(new Set(index.changedLanesSince(middle))).toEqual(new Set([railLane]));
    expect(new Set(index.changedLanesSince(before))).toEqual(new Set([seaLane, railLane]));
    // Edit after edit of one tariff: the log forgets its older half, and a version before that is
    // answered with null (start afresh), a recent one still exactly.
    for (let n = 0; n < 40_000; n++) index.upsert({ ...sea, minPrice: n });
    expect(index.changedLanesSince(before)).toBeNull();
    const recent = index.version;
    index.upsert(rail);
    expect(index.changedLanesSince(recent)).toEqual([railLane]);
  });

  it('finds for a sea tariff its own surcharges and those of its line on its ports or open ones, not on others', () => {
    const freight = tariff({ from: P.cnsha, to: P.ruled, carrierId: SEA_LINE.maersk });
    const surcharge = (fields: Parameters<typeof tariff>[0]) => tariff({ kind: 'freight-surcharges', ...fields });
    const own = surcharge({ appliesToTariffId: freight.id });
    const lane = surcharge({ carrierId: SEA_LINE.maersk, from: P.cnsha, to: P.ruled });
    const fromPort = surcharge({ carrierId: SEA_LINE.maersk, from: P.cnsha });
    const lineWide = surcharge({ carrierId: SEA_LINE.maersk });
    const elsewhere = surcharge({ carrierId: SEA_LINE.maersk, from: P.cnsha, to: P.ruvvo });
    const otherLine = surcharge({ carrierId: SEA_LINE.cosco });
    const { index } = worldOf([freight, own, lane, fromPort, lineWide, elsewhere, otherLine]);
    expect(new Set(index.surchargesFor(freight))).toEqual(new Set([own, lane, fromPort, lineWide]));
  });

  it('names the points of one place by id', () => {
    const { index, points } = worldOf([
      tariff({ from: P.cnsha, to: P.ruled }),
      tariff({ kind: 'railway-transportation', from: P.shushary, to: P.moscowStation }),
    ]);
    // Saint Petersburg's port and its station are one place: cargo changes between them.
    expect(new Set(index.interchangeIds(points, id(index, P.ruled)))).toEqual(
      new Set([id(index, P.ruled), id(index, P.shushary)]),
    );
  });
});
