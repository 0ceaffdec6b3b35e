import { LANGUAGES, catalogue, isLanguage, isMessageKey, placeholdersOf } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import {
  bumpTextsVersion,
  deleteRows,
  deleteVanishedRepoRows,
  lockCatalogueSync,
  readAllRows,
  upsertRepoTexts,
} from './l10n.repo.js';

export interface CatalogueSyncResult {
  /** Repo rows inserted or updated to the repository's text (imported rows equal to it included). */
  written: number;
  /** Repo rows of keys or languages the repository no longer has. */
  removed: number;
  /** Imported texts whose placeholders no longer match the repository's text: replaced by it. */
  reset: number;
  ms: number;
}

function samePlaceholders(a: string, b: string): boolean {
  return placeholdersOf(a).join() === placeholdersOf(b).join();
}

/**
 * Brings `l10n_messages` in line with the repository's catalogue (packages/domain messages), at
 * every start and in every test database:
 * - repo rows get the repository's text; missing ones are inserted (one multi-row upsert);
 * - imported rows (an operator's translation) are kept, unless their placeholders no longer
 *   match the repository's text (a `{name}` the code now fills differently): then the
 *   repository's text replaces them, as the import itself would have refused them;
 * - repo rows of keys that left the repository are deleted. Imported rows of such keys are
 *   kept but never served or exported (both list the catalogue's keys only), so a deploy never
 *   destroys an operator's work and a rolled-back key gets its translation back.
 * When anything changed, the texts' version moves, so running instances reload their caches.
 */
export async function syncCatalogue(db: Db): Promise<CatalogueSyncResult> {
  const started = performance.now();
  const keys = Object.keys(catalogue).filter(isMessageKey);
  const rows = LANGUAGES.flatMap((language) => keys.map((key) => ({ language, key, text: catalogue[key][language] })));
  const result = await db.transaction(async (tx) => {
    await lockCatalogueSync(tx);
    const stored = new Map((await readAllRows(tx)).map((row) => [`${row.language}\u0000${row.key}`, row]));
    const stale = [...stored.values()].filter(
      (row) =>
        row.source === 'import' &&
        isMessageKey(row.key) &&
        isLanguage(row.language) &&
        !samePlaceholders(row.text, catalogue[row.key][row.language]),
    );
    await deleteRows(tx, stale);
    for (const row of stale) stored.delete(`${row.language}\u0000${row.key}`);
    // Only rows that differ are sent (a start without catalogue changes writes nothing); the
    // upsert checks again, so an import committed meanwhile is not overwritten.
    const differing = rows.filter((row) => {
      const current = stored.get(`${row.language}\u0000${row.key}`);
      if (!current) return true;
      return current.source === 'repo' ? current.text !== row.text : current.text === row.text;
    });
    const written = differing.length ? await upsertRepoTexts(tx, differing) : 0;
    const known = new Set<string>(keys);
    const vanished = [...stored.values()].some(
      (row) => row.source === 'repo' && (!known.has(row.key) || !isLanguage(row.language)),
    );
    const removed = vanished ? await deleteVanishedRepoRows(tx, keys, LANGUAGES) : 0;
    if (written + removed > 0) await bumpTextsVersion(tx);
    return { written, removed, reset: stale.length };
  });
  return { ...result, ms: Math.round(performance.now() - started) };
}
