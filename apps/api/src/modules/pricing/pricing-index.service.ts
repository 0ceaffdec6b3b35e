import { earliestDayAnywhere, PointDirectory, TariffIndex } from '@cargo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import {
  activeTariffsAfter,
  pricingState,
  pruneTariffChanges,
  tariffsByIds,
  type PricingState,
} from './indexed-tariffs.repo.js';
import { loadPricingPoints } from './pricing-points.repo.js';

/** Tariffs read per page while the index is built. */
const BUILD_BATCH = 20_000;
/** Changes applied per round while catching up. */
const CHANGES_BATCH = 5_000;
/** Changes are kept this long: an instance further behind rebuilds its index. */
const CHANGE_RETENTION_MINUTES = 60;
const PRUNE_EVERY_MS = 10 * 60_000;
/**
 * How long a check of the database serves the quotes after it: a change made elsewhere (another
 * instance, a job, psql) reaches quotes within this, well inside the second issue 6 allows; a
 * write through this instance is seen by its next quote (`markStale`). Checking before every
 * quote cost a round trip and its CPU per quote (docs/decisions.md D63).
 */
export const FRESH_MS = 100;

export interface PricingGraph {
  index: TariffIndex;
  points: PointDirectory;
  /** The geography and reference versions the graph was checked against (pricing-references keys on them). */
  versions: Pick<PricingState, 'geography' | 'reference'>;
}

export interface PricingIndexStats {
  tariffs: number;
  points: number;
  appliedChange: number;
  builtInMs: number | null;
}

export interface PricingIndexService {
  /**
   * The index with every change committed through this instance before the call applied, and
   * every change committed elsewhere more than FRESH_MS before it.
   */
  current(): Promise<PricingGraph>;
  /** A write through this instance has committed: the next quote checks the database first. */
  markStale(): void;
  /** Builds the index now (at start), so the first quote does not wait for it. */
  warm(): Promise<void>;
  stats(): PricingIndexStats;
}

/**
 * The in-memory tariff index of docs/architecture.md §6 for this API instance. Built once from the database
 * (active tariffs not yet expired, page by page), then kept current from `tariff_changes`, which
 * triggers fill on every tariff write of any instance: before a quote, unless one was read less
 * than FRESH_MS ago and nothing was written through this instance since, one row is read (the
 * geography and reference versions, the changes after the last applied sequence or written by
 * transactions that were still running when it moved, usually none) and the changed tariffs are
 * re-read and put in or taken out. Quotes arriving together share one such read. An instance
 * whose changes were pruned meanwhile rebuilds.
 */
export function createPricingIndexService(
  db: Db,
  log: FastifyBaseLogger,
  { freshMs = FRESH_MS }: { freshMs?: number } = {},
): PricingIndexService {
  let graph: PricingGraph | undefined;
  /** Every change up to this sequence is in the index, but those of `pending` transactions. */
  let applied = 0;
  /**
   * Transactions that were running when `applied` last moved: a sequence is drawn when a
   * statement runs, not when its transaction commits, so one of them may still commit changes
   * below `applied`. They are read by transaction until they are seen finished.
   */
  let pending: number[] = [];
  let builtInMs: number | null = null;
  let prunedAt = Date.now();
  let running: Promise<PricingGraph> | undefined;
  let queued: Promise<PricingGraph> | undefined;
  /** When the last read of the database began (performance.now()), and whether a write came since. */
  let checkedAt = -Infinity;
  let stale = true;

  const versionsOf = (state: PricingState) => ({ geography: state.geography, reference: state.reference });

  async function build(): Promise<PricingGraph> {
    const started = performance.now();
    // The state first: a change landing while the pages are read is applied again afterwards.
    const state = await pricingState(db, null);
    const points = new PointDirectory(await loadPricingPoints(db));
    const index = new TariffIndex();
    // One index serves callers in every zone: it keeps a tariff while it is valid on some caller's
    // today; the quote itself takes only those valid on its ready date.
    const earliest = earliestDayAnywhere();
    for (let after = 0; ;) {
      const page = await activeTariffsAfter(db, after, earliest, BUILD_BATCH);
      for (const tariff of page) index.upsert(tariff);
      if (page.length < BUILD_BATCH) break;
      // A page's rows come in no set order: the next page starts after its highest id.
      after = page.reduce((highest, tariff) => Math.max(highest, tariff.id), after);
    }
    applied = state.lastChange;
    pending = state.running;
    builtInMs = Math.round(performance.now() - started);
    log.info({ tariffs: index.size, points: points.size, ms: builtInMs }, 'pricing index built');
    return { index, points, versions: versionsOf(state) };
  }

  /** Re-reads the changed tariffs: in the index if active and not expired, out otherwise. */
  async function apply(index: TariffIndex, changes: PricingState['changes']): Promise<void> {
    const ids = [...new Set(changes.map((change) => change.tariffId))];
    if (ids.length === 0) return;
    const now = new Map((await tariffsByIds(db, ids)).map((found) => [found.tariff.id, found]));
    const earliest = earliestDayAnywhere();
    for (const id of ids) {
      const found = now.get(id);
      if (found && found.active && found.tariff.validTo >= earliest) index.upsert(found.tariff);
      else index.remove(id);
    }
  }

  /**
   * One read (the versions, and the changes after `applied` or of pending transactions, usually
   * none); then the tariffs or the points that moved. Re-applying a change is harmless: it
   * re-reads the tariff as it is.
   */
  async function catchUp(current: PricingGraph): Promise<PricingGraph> {
    let state = await pricingState(db, { after: applied, pending, limit: CHANGES_BATCH });
    if (applied > 0 && state.firstChange > applied + 1) return build();
    const versions = versionsOf(state);
    const points =
      versions.geography === current.versions.geography
        ? current.points
        : new PointDirectory(await loadPricingPoints(db));
    for (;;) {
      await apply(current.index, state.changes);
      applied = state.changes.reduce((last, change) => Math.max(last, change.seq), applied);
      if (state.changes.length < CHANGES_BATCH) {
        // Everything visible is read: only transactions running now can still commit below `applied`.
        pending = state.running;
        break;
      }
      pending = [...new Set([...pending, ...state.running])];
      state = await pricingState(db, { after: applied, pending, limit: CHANGES_BATCH });
    }
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await pruneTariffChanges(db, CHANGE_RETENTION_MINUTES);
    }
    return { index: current.index, points, versions };
  }

  /**
   * One refresh at a time. A quote arriving while one runs waits for the next, which starts when
   * it ends and serves everyone who arrived meanwhile: a refresh that began before the caller's
   * own commit never answers for it.
   */
  function refresh(): Promise<PricingGraph> {
    if (!running) {
      // Taken before the read: a write committed while it runs marks the index stale again.
      checkedAt = performance.now();
      stale = false;
      running = (async () => {
        graph = graph ? await catchUp(graph) : await build();
        return graph;
      })()
        .catch((error: unknown) => {
          stale = true;
          throw error;
        })
        .finally(() => {
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
    current() {
      if (!stale && performance.now() - checkedAt < freshMs) {
        // A read that began less than FRESH_MS ago answers, whether it has ended or not.
        if (running) return running;
        if (graph) return Promise.resolve(graph);
      }
      return refresh();
    },
    markStale() {
      stale = true;
    },
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
