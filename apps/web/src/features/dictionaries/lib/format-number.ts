/**
 * Numbers as the product shows them (spec/domain.md §9): two decimals, a space between
 * thousands, '.00' dropped — 12 500, 1 234.50, 0.75. The space is a no-break one, so a number
 * never wraps inside a table cell.
 */
const THOUSANDS = '\u00a0';

export function formatNumber(value: number | string | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  const fixed = Math.abs(number).toFixed(decimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS);
  const sign = number < 0 && Number(fixed) !== 0 ? '-' : '';
  return fraction && /[^0]/.test(fraction) ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}

/**
 * An exchange rate: the same rule, with up to four decimals where the rate needs them (a rouble
 * rate of a yen is 0.5873), and never fewer than two once it has any (81.50, not 81.5).
 */
export function formatRate(value: number | string | null | undefined): string {
  const text = formatNumber(value, 4);
  const [whole, fraction] = text.split('.');
  if (fraction === undefined) return text;
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole}.${trimmed.padEnd(2, '0')}`;
}
