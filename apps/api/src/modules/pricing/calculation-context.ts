import { dayIn, DEFAULT_TIME_ZONE } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { pricingState } from './indexed-tariffs.repo.js';
import type { PricingGraph, PricingIndexService } from './pricing-index.service.js';
import {
  createPricingReferences,
  type CommissionRulesSource,
  type PricingReferences,
  type ReferenceReads,
} from './pricing-references.js';

/**
 * What the calculation functions price and read with: the database, this instance's pricing
 * graph (pricing-index.service) and the reference data it keeps per version (pricing-references).
 * One per instance, made by createCalculationsService.
 */
export interface CalculationContext {
  db: Db;
  pricingIndex: PricingIndexService;
  references: PricingReferences;
}

export function calculationContext(deps: {
  db: Db;
  pricingIndex: PricingIndexService;
  commissions: CommissionRulesSource;
}): CalculationContext {
  return {
    db: deps.db,
    pricingIndex: deps.pricingIndex,
    references: createPricingReferences(deps.db, deps.commissions),
  };
}

/** The index and the reference reads, both as of now (one read of versions, shared by quotes arriving together). */
export async function currentPricing(
  context: CalculationContext,
): Promise<{ graph: PricingGraph; reads: ReferenceReads }> {
  const graph = await context.pricingIndex.current();
  return { graph, reads: context.references.at(graph.versions) };
}

/** The reference reads as of now without the index: a stored calculation never waits for its build. */
export async function readsNow(context: CalculationContext): Promise<ReferenceReads> {
  return context.references.at(await pricingState(context.db, null));
}

/**
 * The day whose exchange rates price a quote: the caller's day, or the UTC day when that is later.
 * Operators publish a rate from a day on the UTC calendar; a caller still on the day before (Los
 * Angeles in the evening) is priced at it rather than finding no rate at all, and a caller already
 * on the next day takes a rate published for it.
 */
export function ratesDay(today: string): string {
  const utc = dayIn(DEFAULT_TIME_ZONE);
  return today > utc ? today : utc;
}
