import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import ExcelJS from 'exceljs';

/** The sheet of the template that holds sea FCL rates (English template). */
const CONTAINERS = 'Containers';
/** The three container types priced on every row: 20', 40', 40' high cube. */
const PRICED = ['22G1', '42G1', '45G1'] as const;
/** Rows written between two pauses that let the file stream drain. */
const ROWS_PER_PAUSE = 1_000;
const DAY_MS = 86_400_000;

export interface SeaSheetSpec {
  /** The kind's template as `GET /tariffs/sea/template` answers it in English. */
  template: Buffer;
  rows: number;
  /** UN/LOCODEs of seeded sea ports; each row names two different ones. */
  ports: readonly string[];
  /** Codes of the seeded sea lines. */
  seaLines: readonly string[];
  path: string;
  /** Seed of the pseudo-random choices, so every run imports the same file. */
  seed?: number;
}

/** mulberry32: small, fast and good enough to spread lanes and prices. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const normalize = (header: string) => header.toLowerCase().replace(/\s+/g, '');

/** The header row of a template sheet, as text (position 0 unused, as exceljs counts columns from 1). */
function headerOf(worksheet: ExcelJS.Worksheet): string[] {
  const header: string[] = [];
  worksheet.getRow(1).eachCell((cell, column) => (header[column] = String(cell.text)));
  return header;
}

/**
 * Writes a sea rate sheet of `rows` FCL tariffs in the layout of the template it is given: its
 * sheets in its order with their headers, every row filled as a partner would (codes as text,
 * dates as Excel dates, prices as numbers), strings shared as Excel saves them. Streamed, so the
 * generator's own memory stays flat. Answers the file's size in bytes.
 */
export async function writeSeaSheet(spec: SeaSheetSpec): Promise<number> {
  const template = new ExcelJS.Workbook();
  await template.xlsx.load(spec.template as unknown as ArrayBuffer);
  const containers = template.getWorksheet(CONTAINERS);
  if (!containers) throw new Error(`the template has no sheet "${CONTAINERS}"`);
  if (spec.ports.length < 2 || spec.seaLines.length < 1) throw new Error('need two ports and a sea line at least');

  const header = headerOf(containers);
  const columnOf = new Map<string, number>();
  header.forEach((label, column) => columnOf.set(normalize(label), column));
  const need = (label: string) => {
    const column = columnOf.get(normalize(label));
    if (column === undefined) throw new Error(`the template's "${CONTAINERS}" sheet has no column "${label}"`);
    return column;
  };
  const at = {
    from: need('Origin'),
    to: need('Destination'),
    validFrom: need('Valid from'),
    validTo: need('Valid to'),
    currency: need('Currency'),
    nds: need('VAT'),
    transitDays: need('Transit days'),
    modifier: need('Visibility'),
    active: need('Active'),
    comment: need('Comment'),
    carrier: need('Carrier code'),
    demurrage: need('Demurrage, days'),
    detention: need('Detention, days'),
    prices: PRICED.map(need),
  };

  const next = random(spec.seed ?? 20_260_101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const money = (value: number) => Math.round(value * 100) / 100;
  const firstDay = Date.UTC(2026, 0, 1);

  const output = createWriteStream(spec.path);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: true });
  let written = 0;
  for (const source of template.worksheets) {
    // The instructions sheet is the user's to read, not to send back: a filled sheet usually keeps it, but the import skips it.
    const sheetHeader = headerOf(source);
    const sheet = workbook.addWorksheet(source.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    // Index = column number: exceljs reads an array without an element 0 that way.
    sheet.addRow(sheetHeader).commit();
    if (source.name !== CONTAINERS) {
      sheet.commit();
      continue;
    }
    for (let row = 0; row < spec.rows; row++) {
      const values: ExcelJS.CellValue[] = [];
      const from = pick(spec.ports);
      let to = pick(spec.ports);
      while (to === from) to = pick(spec.ports);
      // Validity: starts on a day of 2026, lasts two weeks to a year (both ends included).
      const start = firstDay + int(0, 364) * DAY_MS;
      const twenty = int(400, 3_600) + (next() < 0.5 ? 0 : int(1, 99) / 100);
      values[at.from] = from;
      values[at.to] = to;
      values[at.validFrom] = new Date(start);
      values[at.validTo] = new Date(start + int(13, 364) * DAY_MS);
      values[at.currency] = 'USD';
      values[at.nds] = 'NONE';
      values[at.transitDays] = int(7, 60);
      values[at.modifier] = 'PUBLIC';
      values[at.active] = 'yes';
      if (row % 10 === 0) values[at.comment] = `Weekly service, cut-off ${int(2, 5)} days before ETD`;
      values[at.carrier] = pick(spec.seaLines);
      values[at.demurrage] = int(0, 21);
      values[at.detention] = int(0, 21);
      const [c20, c40, c40hc] = at.prices as [number, number, number];
      values[c20] = money(twenty);
      values[c40] = money(twenty * (1.5 + next() * 0.4));
      values[c40hc] = money((values[c40] as number) + int(50, 250));
      sheet.addRow(values).commit();
      if (++written % ROWS_PER_PAUSE === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
  }
  await workbook.commit();
  return (await stat(spec.path)).size;
}
