/**
 * The entry of the commission module: what other modules, server.ts, the seed and the tests may use.
 * The marketplace's commission and the organizations' markups on quoted prices.
 */
export { commissionRoutes } from './commission.routes.js';
export { type CommissionService, createCommissionService } from './commission.service.js';
