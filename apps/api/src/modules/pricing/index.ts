/**
 * The entry of the pricing module: what other modules, server.ts, the seed and the tests may use.
 * Calculations: the quote engine over the indexed tariffs, the quotations it gives and their lists.
 */
export type { FrozenQuote, RouteView } from './booked-routes.js';
export { calculationAudit } from './calculation-audit.js';
export { calculationListsRoutes } from './calculation-lists.routes.js';
export { type CalculationListsService, createCalculationListsService } from './calculation-lists.service.js';
export { calculationsRoutes } from './calculations.routes.js';
export { type CalculationsService, createCalculationsService } from './calculations.service.js';
export { createPricingIndexService, FRESH_MS, type PricingIndexService } from './pricing-index.service.js';
export { markPricingStaleOnWrites } from './pricing-writes.hook.js';
export { addSeller, currencyDigits, findCalculation, quotationsOf } from './pricing.shared.js';
