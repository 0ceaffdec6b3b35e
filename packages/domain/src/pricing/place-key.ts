import { pointKey, type PointKey } from './engine-types.js';
import type { QuotePlace } from './contracts.js';

/** The route-graph point of a calculation's place: a city is a door, a hub itself. */
export function placeKey(place: QuotePlace): PointKey {
  switch (place.type) {
    case 'ADDRESS':
      return pointKey('CITY', place.cityId);
    case 'SEA_PORT':
      return pointKey('SEA_PORT', place.seaPortId);
    case 'AIRPORT_HUB':
      return pointKey('AIRPORT_HUB', place.airportId);
    case 'RAILWAY_HUB':
      return pointKey('RAILWAY_HUB', place.stationId);
  }
}
