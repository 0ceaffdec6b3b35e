import type { Writable } from 'node:stream';
import { and, sql } from 'drizzle-orm';
import { TARIFF_KIND_SPECS, type Language, type Tariff, type TariffExportQuery, type TariffKind } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { lineLayout, tariffSheetBuffer, writeTariffSheet } from '../tariff-sheets/index.js';
import { loadExportCodes, templateContainerCodes } from './export-codes.repo.js';
import { anyOf } from './references.repo.js';
import { listTariffIds, tariffsByIds, toTariff } from './tariffs.repo.js';
import { tariffs } from './tariffs.schema.js';
import { selectRows } from '../../db/rows.js';

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
 * What the sheets of an export need to hold every selected tariff: the most lines of a tariff
 * priced by "Line n" groups, and the container types priced anywhere (columns of their own).
 */
async function sheetShape(db: Db, kind: TariffKind, ids: readonly number[]) {
  if (!ids.length) return { lineGroups: 0, containerTypeIds: [] as number[] };
  const groupVariants = TARIFF_KIND_SPECS[kind].variants.filter((variant) => lineLayout(kind, variant) === 'groups');
  const selected = sql`${tariffs.id} = ${anyOf(ids)}`;
  const [longest] = await db
    .select({ lines: sql<number | null>`max(jsonb_array_length(${tariffs.lines}))` })
    .from(tariffs)
    .where(and(selected, sql`${tariffs.variant} = any(cast(${`{${groupVariants.join(',')}}`} as text[]))`));
  const containers = await selectRows<{ id: number }>(
    db,
    sql`
    select distinct cast(line->>'containerTypeId' as integer) as id
    from ${tariffs} cross join lateral jsonb_array_elements(${tariffs.lines}) as line
    where ${selected} and line->>'containerTypeId' is not null`,
  );
  return {
    lineGroups: Number(longest?.lines ?? 0),
    containerTypeIds: containers.map((row) => Number(row.id)),
  };
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
  const ids = await listTariffIds(db, kind, viewer, query, language, today, TARIFF_KIND_SPECS[kind].variants);
  const [codes, templateCodes, shape] = await Promise.all([
    loadExportCodes(db),
    templateContainerCodes(db),
    sheetShape(db, kind, ids),
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
