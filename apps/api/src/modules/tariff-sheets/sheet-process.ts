import type { Language, TariffKind } from '@cargo/domain';
import { serveIsolated } from '../../files/workbook/isolated.js';
import { annotatedSheetBuffer } from './annotate.js';
import { readTariffRows } from './read-sheet.js';
import type { SheetError } from './types.js';

/**
 * The process that reads an uploaded rate sheet (isolated-sheet.ts starts it): the rows of the
 * upload, or its annotated copy. Nothing else imports this module.
 */
export type SheetTask =
  | { task: 'rows'; zip: Uint8Array; kind: TariffKind; language: Language }
  | { task: 'annotate'; zip: Uint8Array; kind: TariffKind; errors: SheetError[]; language: Language };

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

serveIsolated<SheetTask>(async function* (request) {
  const zip = bufferOf(request.zip);
  if (request.task === 'rows') yield* readTariffRows(zip, request.kind, request.language);
  else yield await annotatedSheetBuffer(zip, request.kind, request.errors, request.language);
});
