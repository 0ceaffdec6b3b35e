import type ExcelJS from 'exceljs';
import { translate, type Language, type MessageKey } from '@cargo/domain';
import { yesNoWords } from './cells.js';
import type { CellKind, SheetColumn } from './column.js';
import { sheetName, type SheetLayout } from './layout.js';

const TYPE_NAMES: Record<CellKind, MessageKey> = {
  text: 'tariffSheets.type.text',
  code: 'tariffSheets.type.code',
  date: 'tariffSheets.type.date',
  money: 'tariffSheets.type.money',
  integer: 'tariffSheets.type.integer',
  quantity: 'tariffSheets.type.quantity',
  enum: 'tariffSheets.type.enum',
  yesNo: 'tariffSheets.type.yesNo',
  list: 'tariffSheets.type.list',
};

function allowedValues(column: SheetColumn, language: Language): string {
  if (column.kind === 'enum') return (column.values ?? []).join(', ');
  if (column.kind === 'yesNo') return yesNoWords(language).join(', ');
  return '';
}

/** Line groups repeat: the explanation shows group 1 for all of them. */
const explained = (column: SheetColumn) => !/^line([2-9]|\d{2,})\./.test(column.key);

/**
 * The sheet explaining every column of every rows-sheet: header, required, type, allowed values,
 * example and what it holds, in the caller's language. Written last, after the rows-sheets.
 */
export function writeExplanationSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  layouts: readonly SheetLayout[],
  language: Language,
): void {
  const t = (key: MessageKey) => translate(language, key);
  const sheet = workbook.addWorksheet(t('tariffSheets.explanationSheet'));
  sheet.columns = [18, 28, 12, 22, 40, 16, 80].map((width) => ({ width }));
  const wrapped: Partial<ExcelJS.Alignment> = { wrapText: true, vertical: 'top' };
  const note = (text: string) => {
    const row = sheet.addRow([text]);
    row.getCell(1).alignment = { vertical: 'top' };
    row.commit();
  };
  note(t('tariffSheets.explain.intro'));
  if (layouts.some((layout) => layout.columns.some((column) => column.key.startsWith('line'))))
    note(t('tariffSheets.explain.linesRepeat'));
  sheet.addRow([]).commit();
  const header = sheet.addRow(
    (
      [
        'tariffSheets.explain.sheet',
        'tariffSheets.explain.column',
        'tariffSheets.explain.required',
        'tariffSheets.explain.type',
        'tariffSheets.explain.values',
        'tariffSheets.explain.example',
        'tariffSheets.explain.description',
      ] as const
    ).map(t),
  );
  header.font = { bold: true };
  header.commit();
  const [yes, no] = yesNoWords(language);
  for (const layout of layouts)
    for (const column of layout.columns.filter(explained)) {
      const row = sheet.addRow([
        sheetName(layout.variant, language),
        column.labels[language],
        column.required ? yes : no,
        t(TYPE_NAMES[column.kind]),
        allowedValues(column, language),
        column.example,
        column.explanation[language],
      ]);
      row.alignment = wrapped;
      row.commit();
    }
  sheet.commit();
}
