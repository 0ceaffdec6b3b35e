import { PlaceIndex, type Language, type PlaceHit, type PlaceType } from '@cargo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { geographyVersion } from './geography-version.repo.js';
import { loadPlaceRecords } from './place-records.repo.js';

export interface PlaceSearchService {
  search(query: {
    searchString: string;
    language: Language;
    country?: string;
    types?: PlaceType[];
    limit: number;
  }): Promise<PlaceHit[]>;
  /** Builds the index now (at start), so the first search does not wait for it. */
  warm(): Promise<void>;
  /** This instance changed the geography: the next search starts the rebuild at once. */
  invalidate(): void;
}

/** How long a built index is trusted before the geography version is read again. */
const VERSION_CHECK_MS = 5_000;

/**
 * Search as you type over every city and hub, from an index in memory (PlaceIndex): a query
 * never touches the database. The index is rebuilt in the background when the geography
 * version moves (another instance's or this one's change); searches meanwhile use the old one,
 * on this instance too: a keystroke never waits for a rebuild.
 */
export function createPlaceSearchService(db: Db, log: FastifyBaseLogger): PlaceSearchService {
  let index: PlaceIndex | undefined;
  let builtVersion = -1;
  let checkedAt = 0;
  let building: Promise<PlaceIndex> | undefined;

  function build(version: number): Promise<PlaceIndex> {
    building ??= (async () => {
      const started = performance.now();
      const { records, countries } = await loadPlaceRecords(db);
      const built = new PlaceIndex(records, countries);
      log.info({ places: built.size, ms: Math.round(performance.now() - started) }, 'place index built');
      index = built;
      builtVersion = version;
      return built;
    })().finally(() => {
      building = undefined;
    });
    return building;
  }

  async function current(): Promise<PlaceIndex> {
    const now = Date.now();
    if (index && now - checkedAt < VERSION_CHECK_MS) return index;
    checkedAt = now;
    const version = await geographyVersion(db);
    if (index && version === builtVersion) return index;
    if (index) {
      // Stale but usable: answer from it while the new one builds.
      build(version).catch((error: unknown) => log.error({ err: error }, 'place index rebuild failed'));
      return index;
    }
    return build(version);
  }

  return {
    async search(query) {
      return (await current()).search({
        text: query.searchString,
        language: query.language,
        country: query.country,
        types: query.types,
        limit: query.limit,
      });
    },
    async warm() {
      await current();
    },
    invalidate() {
      checkedAt = 0;
    },
  };
}
