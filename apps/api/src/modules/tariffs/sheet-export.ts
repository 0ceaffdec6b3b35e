import type { Writable } from 'node:stream';
import { TARIFF_KIND_SPECS, type Language, type Tariff, type TariffExportQuery, type TariffKind } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { lineLayout, tariffSheetBuffer, writeTariffSheet } from '../tariff-sheets/index.js';
import { loadExportCodes, templateContainerCodes } from './export-codes.repo.js';
import { listTariffIds, tariffsByIds, toTariff } from './tariffs.repo.js';
import { sheetShape } from './sheet-export.repo.js';

/** Tariffs read per query while an export streams: memory holds one chunk, not the export. */
export const EXPORT_CHUNK = 1_000;

/** `sea-tariffs-template.xlsx`, `sea-tariffs-2026-05-31.xlsx`: ASCII, so every browser keeps it. */
export const sheetFileName = (kind: TariffKind, what: 'template' | 'export') =>
  `${kind}-tariffs-${what === 'template' ? 'template' : new Date().toISOString().slice(0, 10)}.xlsx`;

/** The empty rate sheet of a kind in the caller's language, with the active container types' columns. */
export async function templateBuffer(db: Db, kind: TariffKind, language: Language): Promise<Buffer> {
  return tariffSheetBuffer({ kind, language, containerTypeCodes: await templateContainerCodes(db) });
}

/**
 * The export of what a list shows (its filters, search and sort; `viewer` as the list's), as a
 * writer of the rate sheet: the selection and everything the header needs are read first, so a
 * bad query is refused before the answer starts; the tariffs are then read EXPORT_CHUNK at a
 * time while the workbook streams out. The layout is the template's, so it imports back.
 */
export async function exportWriter(
  db: Db,
  kind: TariffKind,
  viewer: number | undefined,
  query: TariffExportQuery,
  language: Language,
  today: string,
): Promise<(output: Writable) => Promise<void>> {
  const { variants } = TARIFF_KIND_SPECS[kind];
  const ids = await listTariffIds(db, kind, viewer, query, language, today, variants);
  const groupVariants = variants.filter((variant) => lineLayout(kind, variant) === 'groups');
  const [codes, templateCodes, shape] = await Promise.all([
    loadExportCodes(db),
    templateContainerCodes(db),
    sheetShape(db, ids, groupVariants),
  ]);
  const used = shape.containerTypeIds.flatMap((id) => codes.containerTypes.get(id)?.toUpperCase() ?? []).sort();
  const containerTypeCodes = [...new Set([...templateCodes, ...used])];
  async function* exported(): AsyncGenerator<Tariff> {
    for (let start = 0; start < ids.length; start += EXPORT_CHUNK)
      for (const record of await tariffsByIds(db, ids.slice(start, start + EXPORT_CHUNK), viewer))
        yield toTariff(record, language, false);
  }
  return (output) =>
    writeTariffSheet(
      output,
      { kind, language, containerTypeCodes },
      { tariffs: exported(), codes, lineGroups: shape.lineGroups },
    );
}
