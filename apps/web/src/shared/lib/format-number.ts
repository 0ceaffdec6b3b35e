/**
 * Numbers as the product shows them (Product specification, domain §9): two decimals, a space between
 * thousands, '.00' dropped — 12 500, 1 234.50, 0.75. The space is a no-break one, so a number
 * never wraps inside a table cell.
 */
/** The thousands separator: a space that does not break (24 870 895). */
export const THOUSANDS_SEPARATOR = '\u00a0';

/** Groups the digits of an integer part by three: 24870895 → "24 870 895" (what follows is kept). */
export function groupDigits(value: number | string): string {
  const text = String(value).trim();
  const match = /^(-?)(\d+)(.*)$/.exec(text);
  if (!match) return text;
  const [, sign = '', digits = '', rest = ''] = match;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR)}${rest}`;
}

/** What a grouped number input holds, back as digits: "24 870 895" → "24870895". */
export function ungroupDigits(text: string | undefined): string {
  return (text ?? '').replace(/[\s\u00a0\u202f]/g, '');
}

export function formatNumber(value: number | string | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  const fixed = Math.abs(number).toFixed(decimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const grouped = groupDigits(whole);
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
