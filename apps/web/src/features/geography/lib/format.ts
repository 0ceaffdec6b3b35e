/** A latitude or longitude with at most five decimals (about a metre), trailing zeros dropped. */
export function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(5)));
}

/** "31.2304, 121.4737", or null when either is unknown. */
export function formatLatLon(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  return `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;
}
