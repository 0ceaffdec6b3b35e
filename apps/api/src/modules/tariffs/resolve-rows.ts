import {
  TARIFF_KIND_SPECS,
  issueMessage,
  normalizeTariffInput,
  tariffInputIssues,
  tariffInputSchema,
  translate,
  type Language,
  type MessageKey,
  type MessageParams,
  type TariffInput,
  type TariffInputParsed,
  type TariffKind,
} from '@cargo/domain';
import type { CodeLookup } from './code-lookup.js';
import {
  FIELD_COLUMNS,
  carrierDictionary,
  columnByKey,
  lineLayout,
  type ParsedRow,
  type RawLine,
  type SheetError,
} from '../tariff-sheets/index.js';
import { ITEM_DICTIONARIES, lookUpReferences, type References } from './sheet-references.js';
import { LINE_ITEMS, UNKNOWN_END } from './tariff-references.js';

export interface ResolvedTariff {
  sheet: string;
  row: number;
  /** Where the row came from, to name the cell of a problem the import finds later (issueError). */
  location: RowLocation;
  /** Normalized for the kind (normalizeTariffInput) and free of rule issues: ready to save. */
  input: TariffInputParsed;
}

export interface ResolveResult {
  inputs: ResolvedTariff[];
  errors: SheetError[];
}

export interface ResolveOptions {
  /** The owner the tariffs are saved for, set on every input. */
  organizationId?: number | null;
}

/** What is said of a line's item that is not found: what the API says of it. */
const UNKNOWN_ITEM = Object.fromEntries(LINE_ITEMS.map(([field, , message]) => [field, message])) as Record<
  (typeof LINE_ITEMS)[number][0],
  MessageKey
>;

interface Problem {
  /** The column key; null for the row as a whole. */
  key: string | null;
  message: MessageKey;
  params?: MessageParams;
}

/** Major units (or percent) to integer minor units; too many decimals is the sheet's error, not a rounding. */
function toMinor(value: number, digits: number): number | Omit<Problem, 'key'> {
  // Fifteen significant digits drop the binary noise of a typed 0.1 without hiding a real third decimal.
  const text = String(Number(value.toPrecision(15)));
  const decimals = text.includes('e-') ? Infinity : (text.split('.')[1]?.length ?? 0);
  if (decimals > digits) return { message: 'tariffSheets.tooManyDecimals', params: { digits } };
  return Math.round(value * 10 ** digits);
}

/**
 * Where a resolved row came from, enough to name the cell of a problem found later (the
 * references, rights and lane bans the import checks over all rows): a row without its values.
 */
export interface RowLocation {
  sheet: string;
  row: number;
  variant: ParsedRow['variant'];
  columns: ParsedRow['columns'];
  /** The columns of each line of the row, in the order of the input's lines. */
  lines: readonly Pick<RawLine, 'keys'>[];
}

export const locationOf = (row: ParsedRow): RowLocation => ({
  sheet: row.sheet,
  row: row.row,
  variant: row.variant,
  columns: row.columns,
  lines: row.values.lines.map((line) => ({ keys: line.keys })),
});

/** The column a rule's path names: `lines.2.price` → the cell the third line's price came from. */
function keyOfPath(path: readonly PropertyKey[], row: RowLocation, firstLineKey: string | null): string | null {
  const [head, index, field] = path;
  if (head === 'from' || head === 'to')
    return index === 'type' && row.columns.has(`${head}Type`) ? `${head}Type` : head;
  if (head === 'lines') {
    const line = typeof index === 'number' ? row.lines[index] : undefined;
    if (!line) return firstLineKey;
    if (field === 'from' || field === 'to' || field === 'price') return line.keys[field] ?? line.keys.price;
    return line.keys.item ?? line.keys.price;
  }
  if (typeof head !== 'string' || head === 'variant' || head === 'organizationId') return null;
  return FIELD_COLUMNS[head] ?? head;
}

/** Where "at least one rate" points: the first price column the sheet has. */
function firstLineKey(kind: TariffKind, row: RowLocation): string | null {
  const layout = lineLayout(kind, row.variant);
  if (layout === 'single') return 'price';
  if (layout === 'groups') return 'line1.price';
  let first: [string, number] | undefined;
  for (const [key, number] of row.columns)
    if (key.startsWith('price:') && (!first || number < first[1])) first = [key, number];
  return first?.[0] ?? null;
}

/** The input of one row: references by id, money in minor units; unknown codes become problems. */
function buildInput(kind: TariffKind, row: ParsedRow, refs: References, problems: Problem[], options: ResolveOptions) {
  const v = row.values;
  const spec = TARIFF_KIND_SPECS[kind];
  const point = (end: 'from' | 'to') => {
    const written = v[end];
    const type = written?.type;
    if (!written || !type) return null;
    const id = refs.point(type, written.code);
    if (id === undefined) problems.push({ key: end, message: UNKNOWN_END[type] });
    return id === undefined ? null : { type, id };
  };
  const entry = (
    key: string,
    dictionary: Parameters<References['entry']>[0] | undefined,
    code: string | null,
    message: MessageKey,
  ) => {
    if (!dictionary || code === null) return null;
    const id = refs.entry(dictionary, code);
    if (id === undefined) problems.push({ key, message });
    return id ?? null;
  };
  const digits = v.currency ? refs.currencyDigits(v.currency) : undefined;
  if (v.currency && digits === undefined) problems.push({ key: 'currency', message: 'tariffs.unknown.currency' });
  const relative = kind === 'freight-surcharges' && v.tarification === 'RELATIVE';
  const money = (key: string | undefined, value: number | null, percent: boolean) => {
    if (value === null) return null;
    const minor = toMinor(value, percent ? 2 : (digits ?? 2));
    if (typeof minor === 'number') return minor;
    problems.push({ key: key ?? null, ...minor });
    return 0;
  };
  const item = spec.lines[row.variant]?.item;
  const lines = v.lines.map((line: RawLine) => {
    const key = line.keys.item ?? line.keys.price;
    const itemId = item ? entry(key, ITEM_DICTIONARIES[item], line.item, UNKNOWN_ITEM[item]) : null;
    return {
      containerTypeId: item === 'containerTypeId' ? itemId : null,
      vehicleTypeId: item === 'vehicleTypeId' ? itemId : null,
      palletTypeId: item === 'palletTypeId' ? itemId : null,
      from: line.from,
      to: line.to,
      price: money(line.keys.price, line.price, relative) ?? 0,
    };
  });
  const input: TariffInput = {
    variant: row.variant,
    organizationId: options.organizationId ?? null,
    from: point('from'),
    to: point('to'),
    validFrom: v.validFrom ?? '',
    validTo: v.validTo ?? '',
    currency: v.currency ?? '',
    nds: v.nds ?? undefined,
    minPrice: money('minPrice', v.minPrice, false),
    transitDays: v.transitDays,
    documentDeadlineDays: v.documentDeadlineDays,
    modifier: v.modifier ?? undefined,
    clientOrganizationIds: v.clientOrganizationIds,
    active: v.active ?? undefined,
    comment: v.comment,
    carrierId: entry('carrier', carrierDictionary(kind, row.variant), v.carrier, 'tariffs.unknown.carrier'),
    serviceId: entry('service', 'services', v.service, 'tariffs.unknown.service'),
    routeType: v.routeType,
    chargingMode: v.chargingMode,
    roadChargingCode: v.roadChargingCode,
    vehicleBody: v.vehicleBody,
    distanceRange: v.distanceRange,
    zipCodes: v.zipCodes,
    demurrageDays: v.demurrageDays,
    detentionDays: v.detentionDays,
    surchargeId: entry('surcharge', 'freight-surcharges', v.surcharge, 'tariffs.unknown.surcharge'),
    surchargeType: v.surchargeType,
    tarification: v.tarification,
    appliesToTariffId: v.appliesToTariffId,
    rangeUnit: v.rangeUnit,
    lines,
  };
  return input;
}

/** Every problem of a row: unknown codes first, then the contract's and the rules' issues on other cells. */
function rowProblems(
  kind: TariffKind,
  row: ParsedRow,
  location: RowLocation,
  refs: References,
  options: ResolveOptions,
) {
  const problems: Problem[] = [];
  const input = buildInput(kind, row, refs, problems, options);
  const first = firstLineKey(kind, location);
  // A cell already named (an unknown port) is not named again by the rule its emptiness breaks.
  const named = new Set(problems.map((problem) => problem.key));
  const add = (path: readonly PropertyKey[], message: MessageKey, params?: MessageParams) => {
    const key = keyOfPath(path, location, first);
    if (named.has(key)) return;
    named.add(key);
    problems.push(params ? { key, message, params } : { key, message });
  };
  const parsed = tariffInputSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const { key, params } = issueMessage(issue);
      add(issue.path, key, params);
    }
    return { problems, input: undefined };
  }
  const normalized = normalizeTariffInput(kind, parsed.data);
  for (const issue of tariffInputIssues(kind, normalized)) add(issue.path, issue.message, issue.params);
  return { problems, input: normalized };
}

/**
 * Turns read rows into tariff inputs: codes into ids (one lookup per kind of reference for all
 * rows), money into minor units, then the contract and the rules of the kind per row. Every
 * problem names its row and column in the caller's language; a row with any problem gives no
 * input. Rows of the same lane with other validity periods are no conflict.
 */
export async function resolveTariffRows(
  kind: TariffKind,
  rows: readonly ParsedRow[],
  lookup: CodeLookup,
  language: Language,
  options: ResolveOptions = {},
): Promise<ResolveResult> {
  const refs = await lookUpReferences(kind, rows, lookup);
  const inputs: ResolvedTariff[] = [];
  const errors: SheetError[] = [];
  for (const row of rows) {
    const location = locationOf(row);
    const { problems, input } = rowProblems(kind, row, location, refs, options);
    if (!problems.length && input) {
      inputs.push({ sheet: row.sheet, row: row.row, location, input });
      continue;
    }
    const located = problems.map((problem) => errorAt(kind, location, problem, language));
    located.sort((a, b) => (a.columnNumber ?? Infinity) - (b.columnNumber ?? Infinity));
    errors.push(...located);
  }
  return { inputs, errors };
}

/** A problem of a column (or of the whole row, key null) as the error naming its cell. */
function errorAt(kind: TariffKind, row: RowLocation, problem: Problem, language: Language): SheetError {
  const { key } = problem;
  return {
    sheet: row.sheet,
    row: row.row,
    column: key === null ? null : (columnByKey(kind, row.variant, key)?.labels[language] ?? key),
    columnNumber: key === null ? null : (row.columns.get(key) ?? null),
    errorText: translate(language, problem.message, problem.params),
  };
}

/**
 * An issue found on a resolved row's input (a reference the database refuses, a rule of the
 * API), named by its input path, as the error of the cell the path came from: the same mapping
 * the rules' issues get while resolving. An empty path is a problem of the whole row.
 */
export function issueError(
  kind: TariffKind,
  row: RowLocation,
  issue: { path: readonly PropertyKey[]; message: MessageKey; params?: MessageParams },
  language: Language,
): SheetError {
  const key = issue.path.length ? keyOfPath(issue.path, row, firstLineKey(kind, row)) : null;
  return errorAt(kind, row, { key, message: issue.message, params: issue.params }, language);
}
