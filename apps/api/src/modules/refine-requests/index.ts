/**
 * The entry of the refine requests module: what other modules, server.ts, the seed and the tests may use.
 * A client's request to refine a calculation's price, the partners asked and their answers.
 */
export { refineRequestsRoutes } from './refine-requests.routes.js';
export { createRefineRequestsService, type RefineRequestsService } from './refine-requests.service.js';
