/**
 * The in-process half of benchmarks/quote-engine.ts, run as a process of its own (pinned to the
 * server's core, with --expose-gc) so that its heap holds the index and nothing else:
 *
 *   node --expose-gc --import tsx lib/quote-engine-run.ts <world.json> <lanes.json>
 *
 * It generates the synthetic tariffs from the world (the same ones the benchmark inserts into
 * the database), builds TariffIndex and PointDirectory the way the API's pricing-index.service
 * does (pages of 20,000 rows read as a driver answers them, `toIndexed`, `upsert`), then quotes
 * every lane round after round with the compiled engine (@cargo/domain's dist). It prints one
 * JSON line. BENCH_QUOTE_PROFILE_DIR writes CPU profiles of the build and of the quotes there.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Domain from '@cargo/domain';
import type { CalculationRequest, IndexedTariff, PointKey, TariffPointType } from '@cargo/domain';
import type { BenchLane } from './quote-lanes.js';
import { megabytes, summarize } from './quote-stats.js';
import { generateTariffs, type TariffRow } from './quote-tariffs.js';
import type { World } from './quote-world.js';
import { round } from './stats.js';

/** pricing-index.service.ts BUILD_BATCH. */
const PAGE = 20_000;
/** Rounds over every lane after the first (warm-up) one, unless the time budget ends first. */
const ROUNDS = Number(process.env.BENCH_QUOTE_ROUNDS ?? 40);
/** Seconds the quotes may take, the warm-up round included: a slow engine stops the loop, not the run. */
const BUDGET_SECONDS = Number(process.env.BENCH_QUOTE_ENGINE_SECONDS ?? 150);

/**
 * The engine: the compiled @cargo/domain, or a prototype of a change (a copy of its dist elsewhere)
 * named by BENCH_QUOTE_DOMAIN, so an engine change can be measured without touching the package.
 */
const domainUrl = process.env.BENCH_QUOTE_DOMAIN
  ? pathToFileURL(path.resolve(process.env.BENCH_QUOTE_DOMAIN)).href
  : import.meta.resolve('@cargo/domain');
const {
  calculationRequestSchema,
  interner,
  measureCargo,
  packLines,
  placeKey,
  PointDirectory,
  pointKey,
  quote,
  TariffIndex,
} = (await import(domainUrl)) as typeof Domain;

const gc = (globalThis as { gc?: () => void }).gc;
function settle(): NodeJS.MemoryUsage {
  if (gc) for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage();
}

function fullCollectionMs(): number | null {
  if (!gc) return null;
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    gc();
    best = Math.min(best, performance.now() - started);
  }
  return round(best, 1);
}

const NO_CLIENTS: readonly number[] = [];

/** Repeated text of the rows (points, dates, codes) shared: one string per value. */
const intern = interner();

function pointOf(type: string | null, id: number | null): PointKey | null {
  return type && id !== null ? intern(pointKey(type as TariffPointType, id)) : null;
}

/** The API's toIndexed (apps/api/src/modules/pricing/indexed-tariffs.repo.ts) over the inserted row shape; keep in step. */
function toIndexed(row: TariffRow): IndexedTariff {
  return {
    id: row.id,
    kind: intern(row.kind) as IndexedTariff['kind'],
    variant: intern(row.variant) as IndexedTariff['variant'],
    organizationId: row.organization_id,
    from: pointOf(row.from_type, row.from_id),
    to: pointOf(row.to_type, row.to_id),
    validFrom: intern(row.valid_from),
    validTo: intern(row.valid_to),
    currency: intern(row.currency),
    nds: intern(row.nds) as IndexedTariff['nds'],
    minPrice: row.min_price === null ? null : Number(row.min_price),
    transitDays: row.transit_days,
    modifier: intern(row.modifier) as IndexedTariff['modifier'],
    clientOrganizationIds: row.client_organization_ids.length === 0 ? NO_CLIENTS : row.client_organization_ids,
    carrierId: row.carrier_id,
    serviceId: row.service_id,
    routeType: intern(row.route_type) as IndexedTariff['routeType'],
    chargingMode: intern(row.charging_mode) as IndexedTariff['chargingMode'],
    vehicleBody: intern(row.vehicle_body) as IndexedTariff['vehicleBody'],
    distanceRange: intern(row.distance_range) as IndexedTariff['distanceRange'],
    surchargeId: row.surcharge_id,
    surchargeType: intern(row.surcharge_type) as IndexedTariff['surchargeType'],
    tarification: intern(row.tarification) as IndexedTariff['tarification'],
    appliesToTariffId: row.applies_to_tariff_id,
    rangeUnit: intern(row.range_unit) as IndexedTariff['rangeUnit'],
    ...packLines(row.lines),
  };
}

async function profiled<T>(name: string, work: () => T): Promise<T> {
  const dir = process.env.BENCH_QUOTE_PROFILE_DIR;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  // Allocations, the collected ones too: what a quote leaves to the garbage collector.
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 16 * 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  try {
    return work();
  } finally {
    const { profile: allocations } = await session.post('HeapProfiler.stopSampling');
    writeFileSync(path.join(dir, `quote-engine-${name}.heapprofile`), JSON.stringify(allocations));
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(path.join(dir, `quote-engine-${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

async function main() {
  const [worldFile, lanesFile] = process.argv.slice(2);
  if (!worldFile || !lanesFile) throw new Error('usage: quote-engine-run.ts <world.json> <lanes.json>');
  const world = JSON.parse(readFileSync(worldFile, 'utf8')) as World;
  const lanes = JSON.parse(readFileSync(lanesFile, 'utf8')) as BenchLane[];

  const before = settle();
  const pointsStarted = performance.now();
  const points = new PointDirectory(world.points);
  const pointsMs = performance.now() - pointsStarted;
  world.points = [];
  const afterPoints = settle();

  // The book, page by page as the API reads it: each page goes through JSON as a driver's answer
  // would (fresh strings and line objects per row), untimed; the conversion and upserts are timed.
  const book = generateTariffs(world, Number(process.env.BENCH_QUOTE_TARIFFS ?? 1_000_000));
  const index = new TariffIndex();
  let buildMs = 0;
  let page: TariffRow[] = [];
  const flush = () => {
    const rows = JSON.parse(JSON.stringify(page)) as TariffRow[];
    page = [];
    const started = performance.now();
    for (const row of rows) index.upsert(toIndexed(row));
    buildMs += performance.now() - started;
  };
  await profiled('build', () => {
    for (const row of book.rows) {
      page.push(row);
      if (page.length === PAGE) flush();
    }
    if (page.length) flush();
  });
  const afterIndex = settle();
  process.stderr.write(`[engine] index of ${index.size} tariffs built in ${round(buildMs, 0)} ms\n`);
  const heapOfIndex = afterIndex.heapUsed - afterPoints.heapUsed;
  const fullCollection = fullCollectionMs();

  const prepared = lanes.map((lane) => {
    const request: CalculationRequest = calculationRequestSchema.parse(lane.request);
    const references = {
      palletTypes: new Map(world.cargoReferences.palletTypes),
      containerTypes: new Map(world.cargoReferences.containerTypes),
    };
    return {
      lane,
      input: {
        origin: placeKey(request.from),
        destination: placeKey(request.to),
        readyDate: request.readyDate,
        cargo: measureCargo(request.cargo, references),
        caller: { organizationId: world.organizations.clients[0]!, operator: false },
        rates: world.rates,
        sort: request.sort,
        marketplaceOrganizationIds: new Set(world.organizations.marketplace),
      },
      times: [] as number[],
      firstMs: null as number | null,
      quotations: null as number | null,
      best: null as null | { totalUsd: number; transitDays: number; legs: string },
    };
  });

  // The first round warms the engine up (and shows what a first quote costs); then timed rounds.
  const deadline = performance.now() + BUDGET_SECONDS * 1000;
  const first: number[] = [];
  for (const one of prepared) {
    if (performance.now() > deadline) break;
    const started = performance.now();
    const answer = quote(index, points, one.input);
    first.push(performance.now() - started);
    one.firstMs = round(first.at(-1)!, 1);
    one.quotations = answer.quotations.length;
    const best = answer.quotations[0];
    if (best)
      one.best = {
        totalUsd: best.totalUsd,
        transitDays: best.transitDays,
        legs: best.legs.map((leg) => `${leg.role}:${leg.mode}`).join(' '),
      };
    process.stderr.write(`[engine] ${one.lane.name}: ${round(first.at(-1)!, 1)} ms, ${one.quotations} quotations\n`);
  }
  settle();
  let rounds = 0;
  let stopped = false;
  const quotesStarted = performance.now();
  await profiled('quotes', () => {
    for (let r = 0; r < ROUNDS && !stopped; r++) {
      for (const one of prepared) {
        if (performance.now() > deadline) {
          stopped = true;
          break;
        }
        const started = performance.now();
        quote(index, points, one.input);
        one.times.push(performance.now() - started);
      }
      if (!stopped) rounds++;
    }
  });
  const quotesSeconds = (performance.now() - quotesStarted) / 1000;
  const end = settle();

  const measured = prepared.filter((one) => one.lane.group !== 'vehicle');
  // The target's figure: the timed rounds once one went over every lane; before that (a slow engine
  // and its budget) every quote made, the warm-up round's included.
  const timedAll = rounds > 0;
  const forTarget = measured.flatMap((one) =>
    timedAll ? one.times : [...(one.firstMs === null ? [] : [one.firstMs]), ...one.times],
  );
  const all = measured.flatMap((one) => one.times);
  const answered = measured.flatMap((one) => (one.quotations === null ? [] : [one.quotations]));
  const vehicles = prepared.filter((one) => one.lane.group === 'vehicle').flatMap((one) => one.times);
  const result = {
    domainModule: domainUrl,
    tariffs: index.size,
    points: points.size,
    book: book.stats,
    indexBuild: {
      // Conversion of the rows (toIndexed) and the upserts, as pricing-index.service's build minus SQL.
      ms: round(buildMs, 0),
      pointDirectoryMs: round(pointsMs, 0),
      heapBeforeMB: megabytes(before.heapUsed),
      pointsHeapMB: megabytes(afterPoints.heapUsed - before.heapUsed),
      indexHeapMB: megabytes(heapOfIndex),
      bytesPerTariff: Math.round(heapOfIndex / index.size),
      rssGrowthMB: megabytes(afterIndex.rss - before.rss),
      rssMB: megabytes(afterIndex.rss),
      gcExposed: gc !== undefined,
      // What one full (mark-compact) collection of the heap holding the index takes, best of five:
      // the pause a server's quotes share whenever the old generation fills.
      fullCollectionMs: fullCollection,
    },
    quotes: {
      lanes: measured.length,
      roundsPlanned: ROUNDS,
      roundsDone: rounds,
      budgetSeconds: BUDGET_SECONDS,
      stoppedByBudget: stopped || first.length < prepared.length,
      firstRound: first.length ? summarize(first) : null,
      target: forTarget.length
        ? {
            from: timedAll ? 'timed rounds' : 'every quote made (no full timed round in the budget)',
            ...summarize(forTarget),
          }
        : null,
      ...(all.length ? summarize(all) : { count: 0 }),
      vehicle: vehicles.length ? summarize(vehicles) : null,
      seconds: round(quotesSeconds, 1),
      quotationsPerAnswer: {
        lanesQuoted: answered.length,
        mean: round(answered.reduce((a, b) => a + b, 0) / Math.max(1, answered.length), 1),
        min: Math.min(...answered),
        max: Math.max(...answered),
        lanesWithNone: answered.filter((n) => n === 0).length,
      },
      heapAfterMB: megabytes(end.heapUsed),
    },
    lanes: prepared.map((one) => ({
      name: one.lane.name,
      group: one.lane.group,
      quotations: one.quotations,
      firstMs: one.firstMs,
      ...(one.times.length ? summarize(one.times) : { count: 0 }),
      best: one.best,
    })),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

await main();
