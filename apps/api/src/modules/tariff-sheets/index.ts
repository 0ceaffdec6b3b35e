/**
 * The entry of the tariff sheets module: what other modules, server.ts, the seed and the tests may use.
 * Rate sheets as workbooks, without the database: the layout, cells and columns of each tariff
 * kind, reading a sheet into rows of codes and writing tariffs into one. The tariffs module
 * resolves the codes and saves.
 */
export { annotatedSheetBuffer } from './annotate.js';
export { isolatedAnnotatedSheet, isolatedTariffRows } from './isolated-sheet.js';
export { columnByKey, FIELD_COLUMNS, sheetLayout, sheetName } from './layout.js';
export { lineLayout } from './line-columns.js';
export { notTemplate, readTariffSheet } from './read-sheet.js';
export { carrierDictionary, type LookupDictionary } from './sheet-dictionaries.js';
export type { ExportCodes, ParsedRow, RawLine, SheetError } from './types.js';
export { tariffSheetBuffer, writeTariffSheet } from './write-sheet.js';
