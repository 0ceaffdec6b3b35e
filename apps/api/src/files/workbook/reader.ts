import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { WorkbookLimitError } from './limits.js';
import { WorkbookBudget, type PartRole } from './part-guard.js';
import { NotAZip, entryText, zipEntries } from './zip.js';

/**
 * The bytes of a stored upload, read from its stream: 20 MB at most (the route's limit), so they
 * are held whole, read once and then parsed (and annotated) from memory.
 */
export async function bytesOf(input: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

interface ParseEvent {
  eventType: string;
  value: unknown;
}

/** The streaming reader's parts its typings leave out: its parsers of the workbook's parts. */
interface ReaderInternals {
  model?: { sheets?: { name: string; id: number; rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  properties?: { model?: { date1904?: boolean } };
  parse(): AsyncGenerator<ParseEvent>;
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<ParseEvent>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<ParseEvent>;
}

/** A worksheet part's path from its relationship's target (relative to xl/, or absolute). */
const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/** A workbook being read, and the first limit it crossed once one is. */
export interface OpenedWorkbook {
  reader: ExcelJS.stream.xlsx.WorkbookReader;
  /** The limit the read stopped at: check it wherever exceljs' errors are turned into others. */
  overLimit(): WorkbookLimitError | undefined;
}

/**
 * exceljs' streaming workbook reader, fed from the zip's central directory: the relationships,
 * the workbook, the shared strings and the styles first, then each worksheet in the workbook's
 * order, rows parsed as they are inflated. Only the walk through the zip is ours; every part is
 * parsed by exceljs, each through a PartGuard that stops the read at the first of
 * WORKBOOK_LIMITS crossed (a WorkbookLimitError). Throws NotAZip when the bytes are no zip or no
 * workbook.
 */
export function openWorkbook(zip: Buffer, styles: 'cache' | 'ignore', budget = new WorkbookBudget()): OpenedWorkbook {
  const entries = zipEntries(zip, budget.limits.parts);
  const part = (path: string, role: PartRole = 'other') => {
    const entry = entries.get(path);
    return entry ? entryText(zip, entry, budget, role) : undefined;
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles,
    entries: 'ignore',
  });
  const internals = reader as unknown as ReaderInternals;
  internals.parse = async function* () {
    const rels = part('xl/_rels/workbook.xml.rels');
    const book = part('xl/workbook.xml');
    if (!rels || !book) throw new NotAZip('no workbook part');
    await internals._parseRels(rels);
    await internals._parseWorkbook(book);
    const strings = part('xl/sharedStrings.xml', 'sharedStrings');
    if (strings) yield* internals._parseSharedStrings(strings);
    const styleSheet = part('xl/styles.xml');
    if (styleSheet) await internals._parseStyles(styleSheet);
    for (const sheet of internals.model?.sheets ?? []) {
      const target = internals.workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target;
      const content = target && part(partPath(target), 'sheet');
      if (!content) continue;
      const sheetNo = /sheet(\d+)\.xml$/.exec(target)?.[1] ?? String(sheet.id);
      for (const event of internals._parseWorksheet(content, sheetNo)) {
        // exceljs names a sheet only when its target is written relative; name it always.
        Object.assign(event.value as object, { name: sheet.name });
        yield event;
      }
    }
  };
  return { reader, overLimit: () => budget.tripped };
}

/** Whether the workbook counts its dates from 1904 (old Mac Excel); known once the parse has begun. */
export const date1904Of = (reader: ExcelJS.stream.xlsx.WorkbookReader) =>
  (reader as unknown as ReaderInternals).properties?.model?.date1904 ?? false;

export const sheetNameOf = (worksheet: unknown) => (worksheet as { name: string }).name;
