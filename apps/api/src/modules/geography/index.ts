/**
 * The entry of the geography module: what other modules, server.ts, the seed and the tests may use.
 * Places: countries, cities and the hubs (ports, airports, stations), and the search over them.
 */
export { createGeoObjectsService, type GeoObjectsService } from './geo-objects.service.js';
export { bumpGeographyVersion, missingPlaces } from './geography.shared.js';
export { geographyRoutes } from './geography.routes.js';
export { createHubsService, type HubsService } from './hubs.service.js';
export { createPlaceSearchService, type PlaceSearchService } from './place-search.service.js';
