import type { MessageKey } from '@cargo/domain';
import { AppError } from '../../errors.js';

const MB = 1024 * 1024;

/**
 * What an uploaded workbook may expand to while it is read (docs/decisions.md D89). A 20 MB upload
 * of a real rate sheet unpacks to a few hundred megabytes at most and
 * compresses 5 to 30 times; a zip bomb unpacks to gigabytes at ratios in the hundreds. Each limit
 * is counted while the part is inflated and parsed, never taken from the zip's own (forgeable)
 * sizes, and the read stops at the first one crossed.
 */
export const WORKBOOK_LIMITS = {
  /** Entries of the zip's central directory. */
  parts: 10_000,
  /** Unpacked bytes of all the parts read, together. */
  unpackedBytes: 512 * MB,
  /** Unpacked bytes of one worksheet (streamed: held a row at a time). */
  sheetBytes: 512 * MB,
  /** Unpacked bytes of the shared strings, held whole while the sheets are read. */
  sharedStringsBytes: 64 * MB,
  /** Unpacked bytes of any other part read (the workbook, its relationships, the styles). */
  otherPartBytes: 16 * MB,
  /** Unpacked bytes per compressed byte read so far of a part, checked once the part is past `ratioFrom`. */
  ratio: 100,
  ratioFrom: 1 * MB,
  /** Entries of the shared strings table. */
  sharedStrings: 1_000_000,
  /** Rows of all the worksheets, together: Excel's own limit of one sheet. */
  rows: 1_048_576,
  /** Cells (`<c>` elements) of all the worksheets, together. */
  cells: 20_000_000,
  /** Characters of one cell or shared string: Excel's own limit. */
  cellCharacters: 32_767,
  /** Characters of one tag with its attributes (a CDATA section or comment counts as one). */
  tagCharacters: 65_536,
} as const;

/** The limits as numbers (tests read with smaller ones). */
export type WorkbookLimits = { readonly [K in keyof typeof WORKBOOK_LIMITS]: number };

export type WorkbookLimit =
  | 'parts'
  | 'unpacked'
  | 'ratio'
  | 'sharedStrings'
  | 'rows'
  | 'cells'
  | 'cellCharacters'
  /** The reader ran out of its own memory or died: no limit named, the file is refused all the same. */
  | 'memory';

const MESSAGES: Record<WorkbookLimit, MessageKey> = {
  parts: 'uploads.workbook.tooManyParts',
  unpacked: 'uploads.workbook.unpacksTooLarge',
  ratio: 'uploads.workbook.overCompressed',
  sharedStrings: 'uploads.workbook.tooManyTexts',
  rows: 'uploads.workbook.tooManyRows',
  cells: 'uploads.workbook.tooManyCells',
  cellCharacters: 'uploads.workbook.cellTooLong',
  memory: 'uploads.workbook.tooComplex',
};

/**
 * A workbook refused for what reading it would take: which limit, and its number for the message
 * ("more than {max} …"). Passes from the reading process to the API as `{ limit, max }`.
 */
export class WorkbookLimitError extends Error {
  constructor(
    readonly limit: WorkbookLimit,
    readonly max: number,
  ) {
    super(`workbook over its ${limit} limit (${max})`);
    this.name = 'WorkbookLimitError';
  }

  get messageKey(): MessageKey {
    return MESSAGES[this.limit];
  }

  /** The message's parameter: megabytes for sizes, a plain count for the rest. */
  get params(): { max: number } {
    return { max: this.limit === 'unpacked' ? Math.round(this.max / MB) : this.max };
  }
}

export const isWorkbookLimitError = (error: unknown): error is WorkbookLimitError =>
  error instanceof WorkbookLimitError;

/** A limit crossed while the request waits (the translations import): 400 on the field `file`. */
export function workbookRefusal(error: WorkbookLimitError): AppError {
  const { messageKey: message, params } = error;
  return new AppError('BAD_REQUEST', { message, params, fields: [{ fieldName: 'file', message, params }] });
}
