import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import {
  L10N_SHEET_COLUMNS,
  LANGUAGES,
  catalogue,
  isMessageKey,
  type L10nImportResult,
  type Language,
  type MessageKey,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { constantAnswer } from '../../plugins/validation.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import { readImportFile } from './import-file.js';
import {
  bumpTextsVersion,
  readAllRows,
  readRowsOfKeys,
  readTexts,
  readTextsVersion,
  upsertRows,
  type TextRow,
} from './l10n.repo.js';

export type MessagesAnswer = { data: Record<string, string> };

export interface L10nService {
  /** Every message of the catalogue in the language: a cached constant answer, or a promise of one. */
  messages(language: Language): MessagesAnswer | Promise<MessagesAnswer>;
  /** Imports a .json or .xlsx file of translations (all or nothing). */
  importFile(caller: Caller, file: { filename: string; data: Buffer }): Promise<L10nImportResult>;
  /** The current texts as an xlsx in the import's layout. */
  exportWorkbook(): Promise<Buffer>;
}

export interface L10nServiceOptions {
  /**
   * How long an instance trusts its cached texts before it asks the database for their version
   * again. Several instances share one database and an import on one of them bumps the version;
   * the others notice within this interval. Five seconds: a translator who uploads a file and
   * reloads a page served by another instance waits no longer than a page load or two, while the
   * question costs one primary-key read per instance every five seconds instead of one per page
   * load. (LISTEN/NOTIFY would be instant, but PGlite has a single connection and a
   * Postgres-compatible distributed engine may not carry it; a poll works everywhere.)
   */
  recheckMs?: number;
  /** A monotonic clock in milliseconds; tests pass their own. */
  now?: () => number;
  log?: FastifyBaseLogger;
}

const KEYS = Object.keys(catalogue).filter(isMessageKey);

/** The served text of a key: the database's, or the repository's when the database has none. */
function servedText(stored: ReadonlyMap<string, string> | undefined, key: MessageKey, language: Language): string {
  return stored?.get(key) ?? catalogue[key][language];
}

export function createL10nService(db: Db, options: L10nServiceOptions = {}): L10nService {
  const recheckMs = options.recheckMs ?? 5_000;
  const now = options.now ?? (() => performance.now());
  const log = options.log;

  // Per-language answers of the current version. `generation` changes whenever they are dropped,
  // so a load that started before the drop does not store an answer of the old texts.
  const answers = new Map<Language, MessagesAnswer>();
  const loading = new Map<Language, Promise<MessagesAnswer>>();
  let generation = 0;
  let version: number | undefined | null = null; // null: never read
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;

  function drop() {
    answers.clear();
    loading.clear();
    generation += 1;
  }

  function checkVersion(): Promise<void> {
    checking ??= readTextsVersion(db)
      .then(
        (current) => {
          if (current !== version) {
            version = current;
            drop();
          }
        },
        (error: unknown) => {
          // The cached texts stay good enough to serve while the database does not answer.
          log?.warn({ err: error }, 'could not read the version of the interface texts');
        },
      )
      .finally(() => {
        checkedAt = now();
        checking = undefined;
      });
    return checking;
  }

  function load(language: Language): Promise<MessagesAnswer> {
    const pending = loading.get(language);
    if (pending) return pending;
    const started = generation;
    const promise = readTexts(db, language)
      .then((stored) => {
        const data: Record<string, string> = {};
        for (const key of KEYS) data[key] = servedText(stored, key, language);
        const answer = constantAnswer({ data });
        if (started === generation) answers.set(language, answer);
        return answer;
      })
      .finally(() => {
        if (loading.get(language) === promise) loading.delete(language);
      });
    loading.set(language, promise);
    return promise;
  }

  function messages(language: Language): MessagesAnswer | Promise<MessagesAnswer> {
    if (now() - checkedAt < recheckMs) return answers.get(language) ?? load(language);
    return checkVersion().then(() => answers.get(language) ?? load(language));
  }

  async function importFile(caller: Caller, file: { filename: string; data: Buffer }): Promise<L10nImportResult> {
    const cells = await readImportFile(file.filename, file.data);
    const result = await db.transaction(async (tx) => {
      const stored = new Map(
        (await readRowsOfKeys(tx, [...new Set(cells.map((cell) => cell.key))])).map((row) => [
          `${row.language}\u0000${row.key}`,
          row,
        ]),
      );
      const rows: TextRow[] = [];
      const before: Record<string, Record<string, string>> = {};
      const after: Record<string, Record<string, string>> = {};
      for (const { language, key, text } of cells) {
        const row = stored.get(`${language}\u0000${key}`);
        const previous = row?.text ?? catalogue[key][language];
        // The repository's own text is not an override: stored as a repo row, it follows later
        // fixes in the repository, and an export → import round trip freezes nothing.
        const source = text === catalogue[key][language] ? 'repo' : 'import';
        if (row && row.text === text && row.source === source) continue;
        rows.push({ language, key, text, source });
        if (previous !== text) {
          (before[language] ??= {})[key] = previous;
          (after[language] ??= {})[key] = text;
        }
      }
      const changed = Object.values(after).reduce((sum, texts) => sum + Object.keys(texts).length, 0);
      await upsertRows(tx, rows);
      if (rows.length > 0) await bumpTextsVersion(tx);
      await recordAudit(tx, {
        actorUserId: caller.userId,
        entity: 'l10n',
        entityId: 'messages',
        action: 'import',
        before,
        after: { file: file.filename, imported: cells.length, changed, texts: after },
      });
      return { imported: cells.length, changed };
    });
    // This instance serves the new texts at once; the others within `recheckMs`.
    drop();
    checkedAt = Number.NEGATIVE_INFINITY;
    return result;
  }

  async function exportWorkbook(): Promise<Buffer> {
    const stored = new Map<Language, Map<string, string>>(LANGUAGES.map((language) => [language, new Map()]));
    for (const row of await readAllRows(db)) stored.get(row.language as Language)?.set(row.key, row.text);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Messages', { views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }] });
    sheet.columns = L10N_SHEET_COLUMNS.map((header) => ({ header, key: header, width: header === 'key' ? 40 : 60 }));
    sheet.getRow(1).font = { bold: true };
    for (const key of KEYS) {
      const row: Record<string, string> = { key };
      for (const language of LANGUAGES) row[language] = servedText(stored.get(language), key, language);
      sheet.addRow(row);
    }
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  return { messages, importFile, exportWorkbook };
}
