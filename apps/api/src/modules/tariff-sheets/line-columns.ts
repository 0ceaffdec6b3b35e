import { TARIFF_KIND_SPECS, type Tariff, type TariffKind, type TariffVariant, type Translations } from '@cargo/domain';
import {
  codeColumn,
  inEveryLanguage,
  joined,
  majorUnits,
  moneyColumn,
  quantityColumn,
  untranslated,
  type SheetColumn,
} from './column.js';
import type { ExportCodes, RawLine, RawTariffRow } from './types.js';

/** The parts of a "Line n" group, in the order its columns stand. */
export const LINE_PARTS = ['item', 'from', 'to', 'price'] as const;
export type LinePart = (typeof LINE_PARTS)[number];

export const lineKey = (n: number, part: LinePart) => `line${n}.${part}`;
export const containerKey = (code: string) => `price:${code.toUpperCase()}`;

/** A line price as a sheet shows it: major units, or percent for a RELATIVE surcharge (stored in hundredths). */
function linePrice(tariff: Tariff, minor: number, codes: ExportCodes): number {
  if (tariff.kind === 'freight-surcharges' && tariff.tarification === 'RELATIVE') return minor / 100;
  return majorUnits(minor, tariff.currency, codes);
}

/** Price explanations of surcharges say that a relative one is in percent. */
function priceExplanation(kind: TariffKind, text: Translations): Translations {
  return kind === 'freight-surcharges' ? joined(text, inEveryLanguage('tariffSheets.explain.percent')) : text;
}

/**
 * The line of group n of a row, added on its first filled cell. `keys` are the group's columns,
 * one object shared by every row of the sheet: 100,000 rows keep no copies of them.
 */
function groupLine(row: RawTariffRow, n: number, keys: RawLine['keys']): RawLine {
  let line = row.lines.find((candidate) => candidate.group === n);
  if (!line) {
    line = { group: n, item: null, from: null, to: null, price: null, keys };
    row.lines.push(line);
  }
  return line;
}

/** The price of one container type: its header is the type's code (22G1), the same in every language. */
export function containerPriceColumn(kind: TariffKind, code: string): SheetColumn {
  const key = containerKey(code);
  const keys = { item: key, price: key };
  const upper = code.toUpperCase();
  return moneyColumn({
    key,
    labels: untranslated(code),
    explanation: priceExplanation(kind, inEveryLanguage('tariffSheets.explain.containerPrice', { code })),
    width: 11,
    example: '1500.00',
    get: (tariff, codes) => {
      const line = tariff.lines.find(
        (candidate) =>
          candidate.containerTypeId !== null &&
          codes.containerTypes.get(candidate.containerTypeId)?.toUpperCase() === upper,
      );
      return line ? linePrice(tariff, line.price, codes) : null;
    },
    set: (row, price) => {
      row.lines.push({ group: null, item: code, from: null, to: null, price, keys });
    },
  });
}

const SINGLE_KEYS = { price: 'price' } as const;

/** The one price of a tariff per bill or per forwarding job. */
export function singlePriceColumn(kind: TariffKind): SheetColumn {
  return moneyColumn({
    key: 'price',
    labels: inEveryLanguage('tariffSheets.column.price'),
    explanation: priceExplanation(kind, inEveryLanguage('tariffSheets.explain.price')),
    example: '45.00',
    get: (tariff, codes) => {
      const line = tariff.lines[0];
      return line ? linePrice(tariff, line.price, codes) : null;
    },
    set: (row, price) => {
      groupLine(row, 1, SINGLE_KEYS).price = price;
    },
  });
}

const ITEM_CODES = {
  containerTypeId: (codes: ExportCodes) => codes.containerTypes,
  vehicleTypeId: (codes: ExportCodes) => codes.vehicleTypes,
  palletTypeId: (codes: ExportCodes) => codes.palletTypes,
} as const;

/** The columns of group n ("Line n: vehicle type | from | to | price"), only the parts the variant's line has. */
export function lineGroupColumns(kind: TariffKind, variant: TariffVariant, n: number): SheetColumn[] {
  const shape = TARIFF_KIND_SPECS[kind].lines[variant] ?? {};
  const line = (tariff: Tariff) => tariff.lines[n - 1];
  const columns: SheetColumn[] = [];
  const item = shape.item;
  const ranged = !!(shape.rangeUnits || shape.radius);
  const keys: RawLine['keys'] = {
    ...(item ? { item: lineKey(n, 'item') } : {}),
    ...(ranged ? { from: lineKey(n, 'from'), to: lineKey(n, 'to') } : {}),
    price: lineKey(n, 'price'),
  };
  if (item && item !== 'containerTypeId')
    columns.push(
      codeColumn({
        key: lineKey(n, 'item'),
        labels: inEveryLanguage(`tariffSheets.line.${item}`, { n }),
        explanation: inEveryLanguage('tariffSheets.explain.lineItem'),
        width: 14,
        example: item === 'vehicleTypeId' ? 'TRUCK20' : 'EUR',
        get: (tariff, codes) => {
          const id = line(tariff)?.[item];
          return id ? (ITEM_CODES[item](codes).get(id) ?? null) : null;
        },
        set: (row, code) => {
          groupLine(row, n, keys).item = code;
        },
      }),
    );
  if (ranged) {
    const units = shape.rangeUnits ? untranslated(shape.rangeUnits.join(', ')) : null;
    for (const part of ['from', 'to'] as const) {
      const text = inEveryLanguage(part === 'from' ? 'tariffSheets.explain.lineFrom' : 'tariffSheets.explain.lineTo');
      columns.push(
        quantityColumn({
          key: lineKey(n, part),
          labels: inEveryLanguage(`tariffSheets.line.${part}`, { n }),
          explanation: units ? joined(text, units) : joined(text, inEveryLanguage('tariffSheets.explain.radius')),
          width: 10,
          example: part === 'from' ? '0' : '100',
          get: (tariff) => line(tariff)?.[part] ?? null,
          set: (row, value) => {
            groupLine(row, n, keys)[part] = value;
          },
        }),
      );
    }
  }
  columns.push(
    moneyColumn({
      key: lineKey(n, 'price'),
      labels: inEveryLanguage('tariffSheets.line.price', { n }),
      explanation: priceExplanation(kind, inEveryLanguage('tariffSheets.explain.linePrice')),
      width: 12,
      example: '250.00',
      get: (tariff, codes) => {
        const target = line(tariff);
        return target ? linePrice(tariff, target.price, codes) : null;
      },
      set: (row, price) => {
        groupLine(row, n, keys).price = price;
      },
    }),
  );
  return columns;
}

/** How a variant's lines are laid out: a price per container type, one price, or groups of columns. */
export function lineLayout(kind: TariffKind, variant: TariffVariant): 'containers' | 'single' | 'groups' {
  const shape = TARIFF_KIND_SPECS[kind].lines[variant] ?? {};
  if (shape.item === 'containerTypeId') return 'containers';
  if (!shape.item && !shape.rangeUnits && !shape.radius) return 'single';
  return 'groups';
}
