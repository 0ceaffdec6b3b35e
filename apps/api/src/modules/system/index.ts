/**
 * The entry of the system module: what other modules, server.ts, the seed and the tests may use.
 * Health, version and the settings the product keeps in its own table.
 */
export { systemRoutes } from './system.routes.js';
export { readSetting, settleSetting, writeSetting } from './system.shared.js';
