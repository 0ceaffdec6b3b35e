import type { Language, TariffKind } from '@cargo/domain';
import { entryBeside, isolatedItems, isolatedResult } from '../../files/workbook/isolated.js';
import type { RowResult } from './read-sheet.js';
import type { SheetTask } from './sheet-process.js';
import type { SheetError } from './types.js';

/** The reading process of rate sheets: sheet-process.ts. */
const ENTRY = entryBeside(import.meta.url, 'sheet-process');

/**
 * The rows of an uploaded rate sheet, read in a process of its own (readTariffRows there): its
 * death or a limit crossed refuses the file, never the API.
 */
export const isolatedTariffRows = (zip: Buffer, kind: TariffKind, language: Language) =>
  isolatedItems<RowResult>(ENTRY, { task: 'rows', zip, kind, language } satisfies SheetTask);

/** The upload with its errors marked (annotatedSheetBuffer), written in a process of its own. */
export async function isolatedAnnotatedSheet(
  zip: Buffer,
  kind: TariffKind,
  errors: SheetError[],
  language: Language,
): Promise<Buffer> {
  const bytes = await isolatedResult<Uint8Array>(ENTRY, {
    task: 'annotate',
    zip,
    kind,
    errors,
    language,
  } satisfies SheetTask);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
