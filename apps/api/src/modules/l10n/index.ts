/**
 * The entry of the l10n module: what other modules, server.ts, the seed and the tests may use.
 * The translations served to the web app, and their import and export as a workbook.
 */
export { syncCatalogue } from './catalogue-sync.js';
export { l10nRoutes } from './l10n.routes.js';
