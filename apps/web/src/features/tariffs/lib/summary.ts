import type { LineShape, Tariff } from '@cargo/domain';
import { formatMinor } from '../../../shared/lib/format-money';
import { groupDigits } from '../../../shared/lib/format-number';
import { hasBounds, lineLayout } from './lines';
import { priceDigits } from './price-digits';

/** One price of a tariff in brief: what it is for ("40'HC", "45–100", "Tent 20 t") and the price. */
export interface PriceItem {
  label: string | null;
  price: string;
}

export interface PriceSummary {
  items: PriceItem[];
  /** Lines left out of the brief. */
  more: number;
}

/** A range bound as people read it: digits grouped, no trailing zeros (0.5, 45, 1 000). */
export const formatBound = (value: number): string => groupDigits(String(Number(value.toFixed(3))));

/** A range: "0–45", "100+" for the open last one. */
export function rangeLabel(from: number | null, to: number | null): string {
  const start = formatBound(from ?? 0);
  return to === null ? `${start}+` : `${start}–${formatBound(to)}`;
}

/**
 * A tariff's prices in brief for the table: the main container types first (20', 40', 40'HC),
 * or the first ranges, vehicles or pallets; a RELATIVE surcharge in percent. `nameOf` names a
 * line's container, vehicle or pallet type.
 */
export function priceSummary(
  tariff: Pick<Tariff, 'lines' | 'tarification'>,
  shape: LineShape,
  currencyDigits: number,
  nameOf: (id: number) => string | undefined,
  mainContainerTypeIds: readonly number[] = [],
  max = 3,
): PriceSummary {
  const layout = lineLayout(shape);
  const digits = priceDigits(tariff.tarification, currencyDigits);
  const percent = tariff.tarification === 'RELATIVE' ? ' %' : '';
  const rank = (id: number | null) => {
    const index = mainContainerTypeIds.indexOf(id ?? -1);
    return index < 0 ? mainContainerTypeIds.length : index;
  };
  const lines =
    layout === 'containers'
      ? [...tariff.lines].sort((a, b) => rank(a.containerTypeId) - rank(b.containerTypeId))
      : tariff.lines;
  const items = lines.slice(0, max).map((line): PriceItem => {
    const id = shape.item ? line[shape.item] : null;
    const item = id === null ? null : (nameOf(id) ?? `#${id}`);
    const bounds = hasBounds(shape) ? rangeLabel(line.from, line.to) : null;
    const label = [item, bounds].filter((part): part is string => part !== null).join(' ') || null;
    return { label, price: `${formatMinor(line.price, digits)}${percent}` };
  });
  return { items, more: Math.max(0, lines.length - max) };
}
