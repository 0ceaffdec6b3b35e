import {
  LANGUAGES,
  TARIFF_KIND_SPECS,
  normalizeTariffInput,
  tariffInputIssues,
  translate,
  type Language,
  type TariffKind,
  type TariffVariant,
} from '@cargo/domain';
import type { SheetColumn } from './column.js';
import { fieldColumns } from './columns.js';
import {
  LINE_PARTS,
  containerPriceColumn,
  lineGroupColumns,
  lineLayout,
  singlePriceColumn,
  type LinePart,
} from './line-columns.js';

/** Line groups a sheet offers at least, however few lines the exported tariffs have. */
export const MIN_LINE_GROUPS = 5;

export interface SheetLayout {
  kind: TariffKind;
  variant: TariffVariant;
  columns: readonly SheetColumn[];
}

export interface LayoutOptions {
  /** Container type codes of the price columns of a CONTAINER sheet, in order (22G1, 42G1, 45G1 first). */
  containerTypeCodes?: readonly string[];
  /** "Line n" groups of the other variants; at least MIN_LINE_GROUPS. */
  lineGroups?: number;
}

/** A rows-sheet's name: the variant's name in the language (the reader knows all three). */
export const sheetName = (variant: TariffVariant, language: Language) =>
  translate(language, `tariffSheets.variant.${variant}`);

/** Input fields whose column is named after the reference (its code), not the id. */
export const FIELD_COLUMNS: Readonly<Record<string, string>> = {
  carrierId: 'carrier',
  serviceId: 'service',
  surchargeId: 'surcharge',
};

const requiredCache = new Map<string, ReadonlySet<string>>();

/**
 * Which keys an empty cell may not leave empty, asked of the rules themselves: a tariff with every
 * optional field empty shows what the kind requires, so a sheet and the API never disagree.
 */
export function requiredKeys(kind: TariffKind, variant: TariffVariant): ReadonlySet<string> {
  const cacheKey = `${kind}:${variant}`;
  let keys = requiredCache.get(cacheKey);
  if (!keys) {
    const probe = normalizeTariffInput(kind, {
      variant,
      validFrom: '2000-01-01',
      validTo: '2000-01-01',
      currency: 'USD',
      nds: 'NONE',
      modifier: 'PUBLIC',
      clientOrganizationIds: [],
      active: true,
      zipCodes: [],
      lines: [],
    });
    const fields = tariffInputIssues(kind, probe)
      .filter((issue) => issue.message === 'validation.required' && issue.path.length === 1)
      .map((issue) => String(issue.path[0]));
    keys = new Set(['validFrom', 'validTo', 'currency', ...fields.map((field) => FIELD_COLUMNS[field] ?? field)]);
    requiredCache.set(cacheKey, keys);
  }
  return keys;
}

/** The columns of one kind and variant, in sheet order: fields, then the lines. */
export function sheetLayout(kind: TariffKind, variant: TariffVariant, options: LayoutOptions = {}): SheetLayout {
  const columns = [...fieldColumns(kind, variant, requiredKeys(kind, variant))];
  switch (lineLayout(kind, variant)) {
    case 'containers': {
      const codes = [...new Set((options.containerTypeCodes ?? []).map((code) => code.toUpperCase()))];
      columns.push(...codes.map((code) => containerPriceColumn(kind, code)));
      break;
    }
    case 'single':
      columns.push(singlePriceColumn(kind));
      break;
    case 'groups': {
      const groups = Math.max(MIN_LINE_GROUPS, options.lineGroups ?? 0);
      for (let n = 1; n <= groups; n++) columns.push(...lineGroupColumns(kind, variant, n));
      break;
    }
  }
  return { kind, variant, columns };
}

/**
 * How headers are compared: Unicode-compatible forms (a full-width colon is a colon), no case, no
 * spaces, no trailing asterisk. "Valid from", "valid  from" and "validFrom" are one header.
 */
export function normalizeHeader(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '').replace(/\*+$/, '');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface HeaderIndex {
  fixed: Map<string, SheetColumn>;
  byKey: Map<string, SheetColumn>;
  /** The container price and "Line n" columns columnByKey has built, by key (undefined: no such column). */
  dynamic: Map<string, SheetColumn | undefined>;
  /** "Line {n}: price" in every language, as patterns capturing n. */
  lineParts: { pattern: RegExp; part: LinePart }[];
  errors: Set<string>;
}

const indexCache = new Map<string, HeaderIndex>();

function headerIndex(kind: TariffKind, variant: TariffVariant): HeaderIndex {
  const cacheKey = `${kind}:${variant}`;
  const cached = indexCache.get(cacheKey);
  if (cached) return cached;
  const fixed = new Map<string, SheetColumn>();
  const byKey = new Map<string, SheetColumn>();
  const layout = lineLayout(kind, variant);
  const columns = [...fieldColumns(kind, variant, requiredKeys(kind, variant))];
  if (layout === 'single') columns.push(singlePriceColumn(kind));
  for (const column of columns) {
    byKey.set(column.key, column);
    fixed.set(normalizeHeader(column.key), column);
    for (const language of LANGUAGES) fixed.set(normalizeHeader(column.labels[language]), column);
  }
  const lineParts: HeaderIndex['lineParts'] = [];
  if (layout === 'groups') {
    // One group's labels, numbered with a marker, stand for every group: the header's number picks the group.
    const marker = 987_654;
    for (const column of lineGroupColumns(kind, variant, marker)) {
      const part = LINE_PARTS.find((candidate) => column.key === `line${marker}.${candidate}`)!;
      for (const language of LANGUAGES) {
        const template = normalizeHeader(column.labels[language]).split(String(marker));
        if (template.length !== 2)
          throw new Error(`A line header must name its number once: ${column.labels[language]}`);
        lineParts.push({ part, pattern: new RegExp(`^${escape(template[0]!)}(\\d{1,3})${escape(template[1]!)}$`) });
      }
    }
  }
  const errors = new Set(
    LANGUAGES.map((language) => normalizeHeader(translate(language, 'tariffSheets.errorsColumn'))),
  );
  const index = { fixed, byKey, dynamic: new Map(), lineParts, errors };
  indexCache.set(cacheKey, index);
  return index;
}

const CODE = /^[A-Z0-9][A-Z0-9_\-.]{0,39}$/i;

/**
 * The column a header names, in any language; 'errors' for the column an annotated file adds (read
 * back after the user fixed the rows); undefined for a column of the user's own, which is ignored.
 * On a CONTAINER sheet any other header that looks like a code is a container type's price column:
 * whether the type exists is the lookup's question.
 */
export function recognizeHeader(
  kind: TariffKind,
  variant: TariffVariant,
  header: string,
): SheetColumn | 'errors' | undefined {
  const index = headerIndex(kind, variant);
  const normalized = normalizeHeader(header);
  if (normalized === '') return undefined;
  if (index.errors.has(normalized)) return 'errors';
  const column = index.fixed.get(normalized);
  if (column) return column;
  for (const { pattern, part } of index.lineParts) {
    const match = pattern.exec(normalized);
    if (!match) continue;
    const n = Number(match[1]);
    if (n < 1) return undefined;
    return lineGroupColumns(kind, variant, n).find((candidate) => candidate.key === `line${n}.${part}`);
  }
  if (lineLayout(kind, variant) === 'containers' && CODE.test(header.trim()))
    return containerPriceColumn(kind, header.trim());
  return undefined;
}

/**
 * Container price and line columns columnByKey keeps per kind and variant. The keys come from
 * uploaded headers (any code may head a container column), so the oldest go past this many.
 */
const DYNAMIC_COLUMNS = 4096;

/**
 * A column of the layout by its key, whether or not the uploaded sheet has it (to name it in an
 * error). A file may have 100,000 bad rows: a container or line column is built (and its labels
 * translated) once, then kept.
 */
export function columnByKey(kind: TariffKind, variant: TariffVariant, key: string): SheetColumn | undefined {
  const index = headerIndex(kind, variant);
  const fixed = index.byKey.get(key);
  if (fixed) return fixed;
  if (index.dynamic.has(key)) return index.dynamic.get(key);
  let column: SheetColumn | undefined;
  if (key.startsWith('price:')) column = containerPriceColumn(kind, key.slice('price:'.length));
  else {
    const match = /^line(\d+)\.(\w+)$/.exec(key);
    if (match) column = lineGroupColumns(kind, variant, Number(match[1])).find((candidate) => candidate.key === key);
  }
  if (index.dynamic.size >= DYNAMIC_COLUMNS) index.dynamic.delete(index.dynamic.keys().next().value!);
  index.dynamic.set(key, column);
  return column;
}

/** The variant whose sheet this is, by the sheet's name in any language. */
export function variantOfSheet(kind: TariffKind, name: string): TariffVariant | undefined {
  const normalized = normalizeHeader(name);
  return TARIFF_KIND_SPECS[kind].variants.find((variant) =>
    LANGUAGES.some((language) => normalizeHeader(sheetName(variant, language)) === normalized),
  );
}
