import type { Calculation, CalculationEvent, CalculationRequest, Language, PointKey } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../auth/index.js';
import type { FrozenQuote, ManualCarrierPrice, RouteView } from './booked-routes.js';
import { createCalculation, recalculateCalculation, requoteCalculation } from './calculate.js';
import { calculationContext } from './calculation-context.js';
import { manualQuoteFor } from './calculation-pricing.js';
import {
  bookedRouteView,
  bookedRouteViews,
  calculationHistory,
  getCalculation,
  type BookedRoute,
} from './calculation-reads.js';
import { attachGuest, bookableQuotation, saveCalculation } from './calculation-saves.js';
import { countOutdated } from './calculations.repo.js';
import type { StoredQuoteLeg } from './calculations.schema.js';
import type { PricingIndexService } from './pricing-index.service.js';
import type { CommissionRulesSource } from './pricing-references.js';

export type { BookedRoute } from './calculation-reads.js';

export interface CalculationsService {
  /**
   * `today` (here and below) is the caller's day: a ready date before it is refused, and a
   * calculation whose ready date or tariffs' validity it has passed is outdated.
   */
  create(
    caller: Caller | undefined,
    request: CalculationRequest,
    language: Language,
    today: string,
  ): Promise<Calculation>;
  /** `shared`: the public page, open to anyone with the id; otherwise the owner's organization (or anyone for a guest's). */
  get(
    caller: Caller | undefined,
    id: string,
    language: Language,
    today: string,
    shared?: boolean,
  ): Promise<Calculation>;
  save(caller: Caller, id: string, language: Language, today: string): Promise<Calculation>;
  /** Prices the same routes again with today's tariffs and rates ("update the calculation"). */
  update(caller: Caller, id: string, language: Language, today: string): Promise<Calculation>;
  /** Searches afresh with the same request ("update price"). */
  recalculate(caller: Caller, id: string, language: Language, today: string): Promise<Calculation>;
  /** What happened to the calculation, oldest first ("view history"). */
  history(caller: Caller, id: string): Promise<CalculationEvent[]>;
  /** How many of the caller's organization's saved calculations are outdated (Product specification, domain §4). */
  outdatedCount(caller: Caller, today: string): Promise<number>;
  /** A guest's calculation becomes the user's at sign-in (the token call's guest order). */
  attachGuest(id: string, owner: { userId: number; organizationId: number }): Promise<void>;
  /**
   * A quotation the caller may book: of its organization's calculation (a guest's becomes the
   * caller's), one of that calculation's, and not outdated ("update the calculation" first).
   */
  bookable(caller: Caller, calculationId: string, quotationId: number, today: string): Promise<FrozenQuote>;
  /**
   * An operator's manual price for a request, frozen for `owner`: the request checked as a quote's
   * is (places, cargo, ready date), every carrier's currency priced at today's rates.
   */
  manualQuote(
    request: CalculationRequest,
    owner: FrozenQuote['owner'],
    carriers: readonly ManualCarrierPrice[],
    today: string,
  ): Promise<FrozenQuote>;
  /** A booked route named in the language; `hidden` withholds a leg's amounts. */
  routeView(
    legs: readonly StoredQuoteLeg[],
    ends: [PointKey, PointKey],
    language: Language,
    hidden?: (leg: StoredQuoteLeg) => boolean,
  ): Promise<RouteView>;
  /** The routes of a list page, named with one read of the reference versions. */
  routeViews(routes: readonly BookedRoute[], language: Language): Promise<RouteView[]>;
}

/**
 * Calculations: a request priced by the engine over the in-memory index (pricing-index.service),
 * the commission of the sellers applied, stored with its frozen exchange rates and answered in
 * the caller's language. Guests may calculate; their answers carry routes and transit but no
 * amounts, and the calculation becomes theirs when they sign in.
 *
 * The work is done by functions in modules named for it: calculate.ts (create, update,
 * recalculate), calculation-pricing.ts (the engine's side), calculation-saves.ts (save, attach,
 * book), calculation-reads.ts (get, history, booked routes). This binds them to one instance's
 * database, pricing graph and reference reads, for the routes and the modules that book.
 */
export function createCalculationsService(deps: {
  db: Db;
  pricingIndex: PricingIndexService;
  commissions: CommissionRulesSource;
}): CalculationsService {
  const context = calculationContext(deps);
  const { db } = context;
  return {
    create: (caller, request, language, today) => createCalculation(context, caller, request, language, today),
    get: (caller, id, language, today, shared) => getCalculation(context, caller, id, language, today, shared),
    save: (caller, id, language, today) => saveCalculation(context, caller, id, language, today),
    update: (caller, id, language, today) => requoteCalculation(context, caller, id, language, today),
    recalculate: (caller, id, language, today) => recalculateCalculation(context, caller, id, language, today),
    history: (caller, id) => calculationHistory(db, caller, id),
    outdatedCount: (caller, today) => countOutdated(db, caller.organizationId, today),
    attachGuest: (id, owner) => attachGuest(db, id, owner),
    bookable: (caller, calculationId, quotationId, today) =>
      bookableQuotation(context, caller, calculationId, quotationId, today),
    manualQuote: (request, owner, carriers, today) => manualQuoteFor(context, request, owner, carriers, today),
    routeView: (legs, ends, language, hidden) => bookedRouteView(context, { legs, ends, hidden }, language),
    routeViews: (routes, language) => bookedRouteViews(context, routes, language),
  };
}
