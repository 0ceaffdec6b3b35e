/**
 * Road distances estimated from coordinates (docs/pricing.md §3): the engine prices trucks by the
 * kilometre without a routing service, so a leg's length is the great-circle distance stretched
 * by a road factor.
 */

/** The mean Earth radius, km (IUGG). */
export const EARTH_RADIUS_KM = 6371;

/**
 * Roads are longer than the straight line. Published circuity factors (road distance over
 * great-circle distance) average about 1.2–1.4 by region; 1.25 is the usual planning value, and
 * it errs on the long side where roads are straight (Moscow → St Petersburg: 633 km great
 * circle, 791 km estimated, about 705 km by the M-11), which overprices a truck a little rather
 * than underprices it.
 */
export const ROAD_FACTOR = 1.25;

export interface Coordinates {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula, km (not rounded). */
export function greatCircleKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // min(1, …): float noise must not push asin out of its domain for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function located(point: Coordinates): point is { latitude: number; longitude: number } {
  return typeof point.latitude === 'number' && typeof point.longitude === 'number';
}

/**
 * The estimated road distance between two points: great-circle × ROAD_FACTOR, rounded half-up to
 * whole km; null when either point lacks coordinates (tariffs priced by distance then do not price).
 */
export function roadDistanceKm(a: Coordinates, b: Coordinates): number | null {
  if (!located(a) || !located(b)) return null;
  return Math.round(greatCircleKm(a, b) * ROAD_FACTOR);
}
