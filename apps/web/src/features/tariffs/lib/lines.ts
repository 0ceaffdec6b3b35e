import {
  TARIFF_KIND_SPECS,
  type LineShape,
  type ReferenceTarget,
  type TariffKind,
  type TariffVariant,
} from '@cargo/domain';

/**
 * How a variant's price lines are entered, from its line shape (TARIFF_KIND_SPECS `lines`):
 * - `containers`: one price per container type, the main types always listed (empty where the
 *   tariff has no price for them), others added;
 * - `rows`: an editable table of lines — a vehicle or pallet type and/or a range (`from`–`to`)
 *   and the price — with rows added and removed;
 * - `single`: one price (per bill of lading, air waybill or forwarding job).
 */
export type LineLayout = 'containers' | 'rows' | 'single';

/** What one line of the form holds; `price` in major units of the currency, or in percent. */
export interface LineValues {
  containerTypeId?: number | null;
  vehicleTypeId?: number | null;
  palletTypeId?: number | null;
  from?: number | null;
  to?: number | null;
  price?: number | null;
}

/**
 * The ISO 6346 codes of the container types every container tariff lists first: 20' and 40'
 * dry and 40' high cube (22G1, 42G1, 45G1), the three the market quotes.
 */
export const MAIN_CONTAINER_CODES = ['22G1', '42G1', '45G1'] as const;

/** The dictionaries a line's vehicle or pallet type is picked from (container types are read whole). */
export const ITEM_TARGET = {
  vehicleTypeId: 'vehicle-types',
  palletTypeId: 'pallet-types',
} as const satisfies Partial<Record<NonNullable<LineShape['item']>, ReferenceTarget>>;

export const lineShape = (kind: TariffKind, variant: TariffVariant): LineShape =>
  TARIFF_KIND_SPECS[kind].lines[variant] ?? {};

export const hasBounds = (shape: LineShape): boolean => Boolean(shape.rangeUnits?.length || shape.radius);

export function lineLayout(shape: LineShape): LineLayout {
  if (shape.item === 'containerTypeId' && !hasBounds(shape)) return 'containers';
  if (!shape.item && !hasBounds(shape)) return 'single';
  return 'rows';
}

/** The line fields a row of the `rows` layout shows, in order: the item's type, the bounds, the price. */
export function rowFields(shape: LineShape): (keyof LineValues)[] {
  return [...(shape.item ? [shape.item] : []), ...(hasBounds(shape) ? (['from', 'to'] as const) : []), 'price'];
}

const empty = (value: unknown) => value === null || value === undefined;

/**
 * A line nobody filled: no price and no bounds (a container type listed without a price, a
 * row added and left alone). It is left out of what is sent, so "no price for 45'" is no error.
 * A single price is never left out: missing, it is the required field.
 */
export function isBlankLine(line: LineValues, layout: LineLayout, shape: LineShape): boolean {
  if (layout === 'single') return false;
  const itemEmpty = layout === 'containers' || !shape.item || empty(line[shape.item]);
  return empty(line.price) && empty(line.from) && empty(line.to) && itemEmpty;
}

/** The lines a new tariff's form starts with. */
export function newLines(shape: LineShape, mainContainerTypeIds: readonly number[]): LineValues[] {
  switch (lineLayout(shape)) {
    case 'containers':
      return mainContainerTypeIds.map((containerTypeId) => ({ containerTypeId, price: null }));
    case 'single':
      return [{ price: null }];
    case 'rows':
      return [
        {
          ...(shape.item ? { [shape.item]: null } : {}),
          ...(hasBounds(shape) ? { from: 0, to: null } : {}),
          price: null,
        },
      ];
  }
}

/**
 * A container tariff's lines for its form: the main types first, each with its price or empty,
 * then the other types the tariff prices, in its order.
 */
export function containerRows(lines: readonly LineValues[], mainContainerTypeIds: readonly number[]): LineValues[] {
  const priced = new Map(lines.map((line) => [line.containerTypeId, line]));
  const main = mainContainerTypeIds.map(
    (containerTypeId) => priced.get(containerTypeId) ?? { containerTypeId, price: null },
  );
  const others = lines.filter((line) => !mainContainerTypeIds.includes(line.containerTypeId ?? -1));
  return [...main, ...others];
}
