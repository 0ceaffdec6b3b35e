import { PointDirectory, TariffIndex } from '@cargo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import {
  activeTariffsAfter,
  pricingVersions,
  pruneTariffChanges,
  tariffChangesAfter,
  tariffsByIds,
  type PricingVersions,
} from './indexed-tariffs.repo.js';
import { loadPricingPoints } from './pricing-points.repo.js';

/** Tariffs read per page while the index is built. */
const BUILD_BATCH = 20_000;
/** Changes applied per round while catching up. */
const CHANGES_BATCH = 5_000;
/** Changes are kept this long: an instance further behind rebuilds its index. */
const CHANGE_RETENTION_MINUTES = 60;
const PRUNE_EVERY_MS = 10 * 60_000;

export interface PricingGraph {
  index: TariffIndex;
  points: PointDirectory;
  /** The geography and reference versions the graph was checked against (pricing-references keys on them). */
  versions: Pick<PricingVersions, 'geography' | 'reference'>;
}

export interface PricingIndexStats {
  tariffs: number;
  points: number;
  appliedChange: number;
  builtInMs: number | null;
}

export interface PricingIndexService {
  /** The index with every tariff change committed before the call applied (by any instance). */
  current(): Promise<PricingGraph>;
  /** Builds the index now (at start), so the first quote does not wait for it. */
  warm(): Promise<void>;
  stats(): PricingIndexStats;
}

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The in-memory tariff index of DESIGN.md §6 for this API instance. Built once from the database
 * (active tariffs not yet expired, page by page), then kept current from `tariff_changes`, which
 * triggers fill on every tariff write of any instance: before each quote one row of versions is
 * read (the last change kept, the geography and reference versions); changes after the last
 * applied sequence are then read and their tariffs re-read and put in or taken out, so the next
 * quote after a commit sees it, on every instance.
 * Quotes arriving together share one such read. An instance whose changes were pruned meanwhile
 * rebuilds.
 */
export function createPricingIndexService(db: Db, log: FastifyBaseLogger): PricingIndexService {
  let graph: PricingGraph | undefined;
  let applied = 0;
  let builtInMs: number | null = null;
  let prunedAt = Date.now();
  let running: Promise<PricingGraph> | undefined;
  let queued: Promise<PricingGraph> | undefined;

  async function build(): Promise<PricingGraph> {
    const started = performance.now();
    // The versions first: a change landing while the pages are read is applied again afterwards.
    const versions = await pricingVersions(db);
    const points = new PointDirectory(await loadPricingPoints(db));
    const index = new TariffIndex();
    const today = todayUtc();
    for (let after = 0; ;) {
      const page = await activeTariffsAfter(db, after, today, BUILD_BATCH);
      for (const tariff of page) index.upsert(tariff);
      if (page.length < BUILD_BATCH) break;
      // A page's rows come in no set order: the next page starts after its highest id.
      after = page.reduce((highest, tariff) => Math.max(highest, tariff.id), after);
    }
    applied = versions.lastChange;
    builtInMs = Math.round(performance.now() - started);
    log.info({ tariffs: index.size, points: points.size, ms: builtInMs }, 'pricing index built');
    return { index, points, versions: { geography: versions.geography, reference: versions.reference } };
  }

  /** One read of the versions (usually all there is); then the changes, or the points, that moved. */
  async function catchUp(current: PricingGraph): Promise<PricingGraph> {
    const versions = await pricingVersions(db);
    if (applied > 0 && versions.firstChange > applied + 1) return build();
    const points =
      versions.geography === current.versions.geography
        ? current.points
        : new PointDirectory(await loadPricingPoints(db));
    for (let last = versions.lastChange; applied < last;) {
      const changes = await tariffChangesAfter(db, applied, CHANGES_BATCH);
      if (changes.length === 0) break;
      const ids = [...new Set(changes.map((change) => change.tariffId))];
      const now = new Map((await tariffsByIds(db, ids)).map((found) => [found.tariff.id, found]));
      const today = todayUtc();
      for (const id of ids) {
        const found = now.get(id);
        if (found && found.active && found.tariff.validTo >= today) current.index.upsert(found.tariff);
        else current.index.remove(id);
      }
      applied = (changes[changes.length - 1] as { seq: number }).seq;
      if (changes.length < CHANGES_BATCH) last = applied;
    }
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await pruneTariffChanges(db, CHANGE_RETENTION_MINUTES);
    }
    return { index: current.index, points, versions: { geography: versions.geography, reference: versions.reference } };
  }

  /**
   * One refresh at a time. A quote arriving while one runs waits for the next, which starts when
   * it ends and serves everyone who arrived meanwhile: a refresh that began before the caller's
   * own commit never answers for it.
   */
  function refresh(): Promise<PricingGraph> {
    if (!running) {
      running = (async () => {
        graph = graph ? await catchUp(graph) : await build();
        return graph;
      })().finally(() => {
        running = undefined;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return refresh();
      });
    return queued;
  }

  return {
    current: refresh,
    async warm() {
      await refresh();
    },
    stats() {
      return {
        tariffs: graph?.index.size ?? 0,
        points: graph?.points.size ?? 0,
        appliedChange: applied,
        builtInMs,
      };
    },
  };
}
