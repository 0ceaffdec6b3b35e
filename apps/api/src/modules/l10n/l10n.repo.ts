import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Language } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { readSetting } from '../system/index.js';
import { systemSettings } from '../../db/schema.js';
import { l10nMessages } from './l10n.schema.js';
import { selectRows } from '../../db/rows.js';
import { LOCK_KEYS } from '../../db/lock-keys.js';

export type TextSource = 'repo' | 'import';

export interface TextRow {
  language: string;
  key: string;
  text: string;
  source: TextSource;
}

/** The system setting every instance polls to learn that the texts changed (an import, a sync). */
const VERSION_SETTING = 'l10n.version';

/** The stored texts of one language, by key. */
export async function readTexts(db: Db, language: Language): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: l10nMessages.key, text: l10nMessages.text })
    .from(l10nMessages)
    .where(eq(l10nMessages.language, language));
  return new Map(rows.map((row) => [row.key, row.text]));
}

export async function readAllRows(db: Db): Promise<TextRow[]> {
  const rows = await db
    .select({
      language: l10nMessages.language,
      key: l10nMessages.key,
      text: l10nMessages.text,
      source: l10nMessages.source,
    })
    .from(l10nMessages);
  return rows as TextRow[];
}

/**
 * Writes the repository's texts. A repo row takes the repository's text; an imported row is left
 * alone, except when it says exactly what the repository says: it then becomes a repo row again,
 * so later fixes of that text in the repository reach the users. Answers how many rows changed.
 */
export async function upsertRepoTexts(db: Db, rows: readonly Omit<TextRow, 'source'>[]): Promise<number> {
  // Three array parameters (unnest) rather than four per row: PGlite binds thousands of
  // parameters noticeably slower than three arrays, and no statement nears the parameter bound.
  const written = await selectRows<unknown>(
    db,
    sql`
    insert into ${l10nMessages} (language, key, text, source)
    select language, key, text, 'repo'
    from unnest(
      ${sql.param(rows.map((row) => row.language))}::text[],
      ${sql.param(rows.map((row) => row.key))}::text[],
      ${sql.param(rows.map((row) => row.text))}::text[]
    ) as given(language, key, text)
    on conflict (language, key) do update set text = excluded.text, source = 'repo', updated_at = now()
    where (${l10nMessages}.source = 'repo' and ${l10nMessages}.text is distinct from excluded.text)
       or (${l10nMessages}.source = 'import' and ${l10nMessages}.text = excluded.text)
    returning 1 as written`,
  );
  return written.length;
}

/** Removes repo rows of keys or languages the repository no longer has; answers how many. */
export async function deleteVanishedRepoRows(
  db: Db,
  keys: readonly string[],
  languages: readonly Language[],
): Promise<number> {
  const deleted = await db
    .delete(l10nMessages)
    .where(
      and(
        eq(l10nMessages.source, 'repo'),
        or(notInArray(l10nMessages.key, [...keys]), notInArray(l10nMessages.language, [...languages])),
      ),
    )
    .returning({ key: l10nMessages.key });
  return deleted.length;
}

export async function deleteRows(db: Db, rows: readonly Pick<TextRow, 'language' | 'key'>[]): Promise<void> {
  for (const row of rows)
    await db.delete(l10nMessages).where(and(eq(l10nMessages.language, row.language), eq(l10nMessages.key, row.key)));
}

/** Stored rows of the given keys (all languages), for an import to compare against. */
export async function readRowsOfKeys(db: Db, keys: readonly string[]): Promise<TextRow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({
      language: l10nMessages.language,
      key: l10nMessages.key,
      text: l10nMessages.text,
      source: l10nMessages.source,
    })
    .from(l10nMessages)
    .where(inArray(l10nMessages.key, [...keys]));
  return rows as TextRow[];
}

/** Writes the rows as given (text and source), whatever was stored before. */
export async function upsertRows(db: Db, rows: readonly TextRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${l10nMessages} (language, key, text, source)
    select * from unnest(
      ${sql.param(rows.map((row) => row.language))}::text[],
      ${sql.param(rows.map((row) => row.key))}::text[],
      ${sql.param(rows.map((row) => row.text))}::text[],
      ${sql.param(rows.map((row) => row.source))}::text[]
    )
    on conflict (language, key) do update set text = excluded.text, source = excluded.source, updated_at = now()`);
}

/** The texts' version: any JSON value, compared for equality only. Undefined before the first change. */
export async function readTextsVersion(db: Db): Promise<number | undefined> {
  return readSetting<number>(db, VERSION_SETTING);
}

/** Counts the version up atomically, so two imports at once give two versions. */
export async function bumpTextsVersion(db: Db): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ key: VERSION_SETTING, value: 1 })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value: sql`to_jsonb(coalesce((${systemSettings.value} #>> '{}')::bigint, 0) + 1)`, updatedAt: sql`now()` },
    });
}

/** Holds the catalogue sync's lock until the transaction ends. */
export async function lockCatalogueSync(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.catalogueSync})`);
}
