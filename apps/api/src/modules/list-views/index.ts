/**
 * The entry of the list views module: what other modules, server.ts, the seed and the tests may use.
 * A user's saved filters and column views of the lists.
 */
export { listViewsRoutes } from './list-views.routes.js';
export { createListViewsService, type ListViewsService } from './list-views.service.js';
