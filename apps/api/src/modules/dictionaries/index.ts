/**
 * The entry of the dictionaries module: what other modules, server.ts, the seed and the tests may use.
 * Dictionaries (container types, carriers, services, units…) and currencies with their rates.
 */
export { currenciesRoutes } from './currencies.routes.js';
export { createCurrenciesService, type CurrenciesService } from './currencies.service.js';
export { dictionariesRoutes } from './dictionaries.routes.js';
export { entryNames } from './dictionaries.shared.js';
export { createEntriesService, type EntriesService } from './entries.service.js';
export { unitsRoutes } from './units.routes.js';
