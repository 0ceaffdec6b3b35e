import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { TARIFF_KIND_SPECS, type Language, type Tariff, type TariffKind } from '@cargo/domain';
import { writeExplanationSheet } from './explanation.js';
import { MIN_LINE_GROUPS, sheetLayout, sheetName, type SheetLayout } from './layout.js';
import { lineLayout } from './line-columns.js';
import { VALIDATED_ROWS, addDropdowns, bufferOf, styleHeader } from './sheet-format.js';
import type { ExportCodes } from './types.js';

export interface SheetRequest {
  kind: TariffKind;
  /** The caller's language: sheet names, headers, yes/no and the explanation sheet. */
  language: Language;
  /** Container type codes of CONTAINER sheets' price columns, in order (22G1, 42G1, 45G1 first, then others). */
  containerTypeCodes: readonly string[];
}

export interface SheetExport {
  /**
   * The tariffs of the kind. An array is sorted here; an async iterable must come sorted by variant
   * in the kind's order (each sheet is written to the end before the next begins, which is what
   * keeps memory flat) and needs `lineGroups` when a tariff has more than five lines.
   */
  tariffs: readonly Tariff[] | AsyncIterable<Tariff>;
  codes: ExportCodes;
  /** The most lines of any tariff (line groups of the non-container sheets); computed for an array. */
  lineGroups?: number;
}

/** Rows written between two pauses that let the zip stream drain what was written. */
const ROWS_PER_PAUSE = 500;

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Plan {
  layouts: SheetLayout[];
  lineGroups: number;
  containerCodes: ReadonlySet<string>;
}

/** Layouts of every variant, with the container columns and line groups the exported tariffs need. */
function plan(request: SheetRequest, data: SheetExport | undefined): Plan {
  const codes = request.containerTypeCodes.map((code) => code.toUpperCase());
  let lineGroups = Math.max(MIN_LINE_GROUPS, data?.lineGroups ?? 0);
  if (data && Array.isArray(data.tariffs))
    for (const tariff of data.tariffs as readonly Tariff[]) {
      if (lineLayout(request.kind, tariff.variant) === 'groups') lineGroups = Math.max(lineGroups, tariff.lines.length);
      for (const line of tariff.lines) {
        const code = line.containerTypeId === null ? undefined : data.codes.containerTypes.get(line.containerTypeId);
        if (code) codes.push(code.toUpperCase());
      }
    }
  const layouts = TARIFF_KIND_SPECS[request.kind].variants.map((variant) =>
    sheetLayout(request.kind, variant, { containerTypeCodes: codes, lineGroups }),
  );
  return { layouts, lineGroups, containerCodes: new Set(codes) };
}

/** A streamed export cannot add columns once its header is written: a price it has no column for is a bug. */
function checkFits(tariff: Tariff, plan: Plan, codes: ExportCodes): void {
  const fits =
    lineLayout(tariff.kind, tariff.variant) === 'containers'
      ? tariff.lines.every((line) =>
          plan.containerCodes.has(codes.containerTypes.get(line.containerTypeId ?? 0)?.toUpperCase() ?? ''),
        )
      : lineLayout(tariff.kind, tariff.variant) === 'single'
        ? tariff.lines.length <= 1
        : tariff.lines.length <= plan.lineGroups;
  if (!fits) throw new Error(`Tariff ${tariff.id} has lines the sheet has no columns for`);
}

/**
 * Writes the rate sheet of a kind to `output`: one rows-sheet per variant (bold frozen header,
 * widths, formats, dropdowns), then the explanation sheet. Without `data` it is the empty
 * template; with it, the export, which reads back into the same inputs. Streamed row by row, so
 * memory does not grow with the number of tariffs.
 */
export async function writeTariffSheet(output: Writable, request: SheetRequest, data?: SheetExport): Promise<void> {
  const { kind, language } = request;
  const sheetPlan = plan(request, data);
  const { layouts } = sheetPlan;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const order = TARIFF_KIND_SPECS[kind].variants;
  let current = -1;
  let sheet: ExcelJS.Worksheet | undefined;
  let rows = 0;

  const finish = () => {
    if (!sheet) return;
    const columns = layouts[current]!.columns.map((column, index) => [index + 1, column] as const);
    addDropdowns(sheet, columns, language, Math.max(VALIDATED_ROWS, rows) + 1);
    sheet.commit();
    sheet = undefined;
  };
  const open = (index: number) => {
    while (current < index) {
      finish();
      current++;
      const layout = layouts[current]!;
      sheet = workbook.addWorksheet(sheetName(layout.variant, language), {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      sheet.columns = layout.columns.map((column) => ({
        width: column.width,
        style: column.numFmt ? { numFmt: column.numFmt } : {},
      }));
      const header = sheet.addRow(layout.columns.map((column) => column.labels[language]));
      styleHeader(header);
      header.commit();
      rows = 1;
    }
  };

  if (data) {
    const tariffs = Array.isArray(data.tariffs)
      ? [...(data.tariffs as readonly Tariff[])].sort((a, b) => order.indexOf(a.variant) - order.indexOf(b.variant))
      : data.tariffs;
    for await (const tariff of tariffs) {
      const index = order.indexOf(tariff.variant);
      if (tariff.kind !== kind || index < 0)
        throw new Error(`A ${tariff.kind} ${tariff.variant} tariff in a ${kind} sheet`);
      if (index < current) throw new Error('Tariffs of an async export must come sorted by variant');
      open(index);
      checkFits(tariff, sheetPlan, data.codes);
      const layout = layouts[index]!;
      sheet!.addRow(layout.columns.map((column) => column.write(tariff, data.codes, language))).commit();
      if (++rows % ROWS_PER_PAUSE === 0) await pause();
    }
  }
  open(order.length - 1);
  finish();
  writeExplanationSheet(workbook, layouts, language);
  await workbook.commit();
}

export const tariffSheetBuffer = (request: SheetRequest, data?: SheetExport): Promise<Buffer> =>
  bufferOf((output) => writeTariffSheet(output, request, data));
