import { describe, expect, it } from 'vitest';
import { rowsBomb, sharedStringsBomb } from '../../../test/zip-bombs.js';
import { WORKBOOK_LIMITS, WorkbookLimitError, type WorkbookLimits } from './limits.js';
import { WorkbookBudget } from './part-guard.js';
import { openWorkbook } from './reader.js';

/** Each limit of WORKBOOK_LIMITS stops the read where it is crossed (small limits, small files). */

async function readAll(zip: Buffer, limits: Partial<WorkbookLimits>): Promise<number> {
  const { reader } = openWorkbook(zip, 'ignore', new WorkbookBudget({ ...WORKBOOK_LIMITS, ...limits }));
  let rows = 0;
  for await (const sheet of reader) for await (const _row of sheet) rows++;
  return rows;
}

const refusal = (zip: Buffer, limits: Partial<WorkbookLimits>) =>
  readAll(zip, limits).then(
    () => undefined,
    (error: unknown) => (error instanceof WorkbookLimitError ? `${error.limit} ${error.max}` : String(error)),
  );

describe('the workbook guard', () => {
  const rows = (count: number) =>
    rowsBomb('<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c><c r="B1"><v>1</v></c></row>', count);

  it('reads what stays within every limit', async () => {
    // The rows repeat one address: exceljs may merge them; what counts is that the read ends.
    expect(await readAll(rows(1_000), { rows: 1_000, cells: 2_000 })).toBeGreaterThan(0);
  });

  it('stops at the rows, the cells, the shared strings and the parts', async () => {
    expect(await refusal(rows(1_001), { rows: 1_000 })).toBe('rows 1000');
    expect(await refusal(rows(1_000), { cells: 1_999 })).toBe('cells 1999');
    expect(await refusal(sharedStringsBomb('<si><t>A</t></si>', 1_001), { sharedStrings: 1_000 })).toBe(
      'sharedStrings 1000',
    );
    expect(await refusal(rows(1), { parts: 3 })).toBe('parts 3');
  });

  it('stops at a cell longer than allowed, an entity counting as one character', async () => {
    const cell = (text: string) => sharedStringsBomb(text, 1, { head: '<si><t>', tail: '</t></si>' });
    expect(await refusal(cell('&amp;'.repeat(100)), { cellCharacters: 100 })).toBeUndefined();
    expect(await refusal(cell('a'.repeat(101)), { cellCharacters: 100 })).toBe('cellCharacters 100');
  });

  it('stops at the unpacked size and the compression ratio', async () => {
    expect(await refusal(rows(100_000), { sheetBytes: 1024 * 1024 })).toBe(`unpacked ${1024 * 1024}`);
    expect(await refusal(rows(200_000), {})).toBe('ratio 100');
  });
});
