import { serveIsolated } from '../../files/workbook/isolated.js';
import { parseXlsx } from './import-file.js';

/** The process that reads an uploaded translations workbook (import-file.ts starts it). Nothing else imports this module. */
serveIsolated<{ zip: Uint8Array }>(async function* ({ zip }) {
  yield await parseXlsx(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
});
