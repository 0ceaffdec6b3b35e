/** The thousands separator: a space that does not break (24 870 895), as the product writes numbers. */
export const THOUSANDS_SEPARATOR = '\u00a0';

/** Groups the digits of an integer by three with a space: 24870895 → "24 870 895". */
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

/** A latitude or longitude with at most five decimals (about a metre), trailing zeros dropped. */
export function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(5)));
}

/** "31.2304, 121.4737", or null when either is unknown. */
export function formatLatLon(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  return `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;
}
