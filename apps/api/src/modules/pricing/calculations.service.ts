import {
  legsByIndex,
  placeKey,
  applyCommissions,
  dayIn,
  DEFAULT_TIME_ZONE,
  cargoIssues,
  furtherLengthLimitCm,
  COMMISSION_CARGO_TYPE,
  isOperator,
  measureCargo,
  GUEST,
  quote,
  requote,
  personName,
  type Calculation,
  type CalculationEvent,
  type CalculationRequest,
  type CargoType,
  type EngineQuotation,
  type Language,
  type PointKey,
  type QuoteCaller,
  type RateTable,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError, refuse } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import { calculationAudit, heldAfter, heldOf } from './calculation-audit.js';
import type { Caller } from '../auth/index.js';
import { canSee } from '../organizations/index.js';
import { hasOpenRequest } from './refine-requested.repo.js';
import {
  attachGuestCalculation,
  calculationEvents,
  countOutdated,
  findCalculation,
  insertCalculation,
  markSaved,
  quotationsOf,
  replaceQuotations,
  type AfterWrite,
  type CalculationRow,
  type NewQuotation,
  type QuotationRow,
} from './calculations.repo.js';
import {
  bookableQuote,
  manualQuote,
  routeView,
  type FrozenQuote,
  type ManualCarrierPrice,
  type RouteView,
} from './booked-routes.js';
import type { StoredQuoteLeg } from './calculations.schema.js';
import { pricingState } from './indexed-tariffs.repo.js';
import type { PricingGraph, PricingIndexService } from './pricing-index.service.js';
import { createPricingReferences, type CommissionRulesSource, type ReferenceReads } from './pricing-references.js';
import { namesWanted, toCalculation, toNewQuotations } from './quote-view.js';

/**
 * The day whose exchange rates price a quote: the caller's day, or the UTC day when that is later.
 * Operators publish a rate from a day on the UTC calendar; a caller still on the day before (Los
 * Angeles in the evening) is priced at it rather than finding no rate at all, and a caller already
 * on the next day takes a rate published for it.
 */
function ratesDay(today: string): string {
  const utc = dayIn(DEFAULT_TIME_ZONE);
  return today > utc ? today : utc;
}

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

/** A booked route to name: its legs, its ends, and whose amounts to withhold (none when not given). */
export interface BookedRoute {
  legs: readonly StoredQuoteLeg[];
  ends: [PointKey, PointKey];
  hidden?: (leg: StoredQuoteLeg) => boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function quoteCaller(caller: Caller | undefined): QuoteCaller {
  return { organizationId: caller?.organizationId ?? null, operator: caller ? isOperator(caller) : false };
}

function noCalculation(): AppError {
  return new AppError('NOT_FOUND', { message: 'pricing.noCalculations' });
}

/** The same row written in a write's transaction once the calculation's id is known. */
function audited(
  action: CalculationEvent['action'],
  userId: number | null,
  found?: readonly NewQuotation[],
): AfterWrite {
  const entry = calculationAudit(action, userId, found && heldOf(found));
  return (tx, id) => recordAudit(tx, { ...entry, entityId: id });
}

/** The calculation expires with its earliest quotation; none without quotations. */
function earliestValidTo(found: readonly { validTo: string }[]): string | null {
  return found.reduce<string | null>(
    (earliest, one) => (earliest === null || one.validTo < earliest ? one.validTo : earliest),
    null,
  );
}

/** The organizations selling a leg of any of the quotations. */
function sellers(quotations: readonly EngineQuotation[]): number[] {
  // A loop, not flatMap: a quote's ~1,000 legs made an array each quotation (1 % of a quote's CPU).
  const found = new Set<number>();
  for (const quotation of quotations) for (const leg of quotation.legs) found.add(leg.tariff.organizationId);
  return [...found];
}

/**
 * Calculations: a request priced by the engine over the in-memory index (pricing-index.service),
 * the commission of the sellers applied, stored with its frozen exchange rates and answered in
 * the caller's language. Guests may calculate; their answers carry routes and transit but no
 * amounts, and the calculation becomes theirs when they sign in.
 */
export function createCalculationsService(deps: {
  db: Db;
  pricingIndex: PricingIndexService;
  commissions: CommissionRulesSource;
}): CalculationsService {
  const { db, pricingIndex, commissions } = deps;
  const references = createPricingReferences(db, commissions);

  /** The index and the reference reads, both as of now (one read of versions, shared by quotes arriving together). */
  async function current(): Promise<{ graph: PricingGraph; reads: ReferenceReads }> {
    const graph = await pricingIndex.current();
    return { graph, reads: references.at(graph.versions) };
  }

  /** The reference reads as of now without the index: a stored calculation never waits for its build. */
  async function readsNow(): Promise<ReferenceReads> {
    return references.at(await pricingState(db, null));
  }

  function ends(row: CalculationRow): [PointKey, PointKey] {
    return [placeKey(row.request.from), placeKey(row.request.to)];
  }

  /** The caller may act on it: its organization's (operators any), or a guest's nobody has taken. */
  function editableBy(row: CalculationRow, caller: Caller | undefined): boolean {
    if (!caller) return false;
    return row.userId === null || (row.organizationId !== null && canSee(caller, row.organizationId));
  }

  /**
   * The answer for the caller. Amounts only for whoever may act on it: a public link shown to
   * another organization gives routes and transit, never the owner's prices (a private rate among
   * them is the owner's business).
   */
  async function view(
    row: CalculationRow,
    caller: Caller | undefined,
    language: Language,
    today: string,
    /**
     * What the caller has just read or written, so it is not read again: the reference reads
     * its quote used, the quotations as stored (a new calculation, which has no refine request
     * yet).
     */
    known: { reads?: ReferenceReads; created?: QuotationRow[] } = {},
  ): Promise<Calculation> {
    const quotations = known.created ?? (await quotationsOf(db, row.id));
    const points = ends(row);
    const reads = known.reads ?? (await readsNow());
    const names = await reads.names(namesWanted(row.legs, points), language);
    const editable = editableBy(row, caller);
    return toCalculation(row, quotations, names, points, {
      hidden: !editable,
      reader: caller ?? GUEST,
      editable,
      today,
      digits: (await reads.rates(ratesDay(today))).digits,
      refineRequested: known.created ? false : await hasOpenRequest(db, row.id),
    });
  }

  /** The caller's own calculation (its organization's; operators any); a guest's is anyone's. */
  async function owned(caller: Caller | undefined, id: string): Promise<CalculationRow> {
    const row = UUID.test(id) ? await findCalculation(db, id) : undefined;
    if (!row) throw noCalculation();
    if (row.userId === null) return row;
    if (!caller || row.organizationId === null || !canSee(caller, row.organizationId)) throw noCalculation();
    return row;
  }

  /** Checks what needs the dictionaries and the graph; refuses with field errors. */
  async function checked(
    request: CalculationRequest,
    { graph, reads }: { graph: PricingGraph; reads: ReferenceReads },
    today: string,
    rates: RateTable,
  ) {
    const references = await reads.cargo();
    const origin = placeKey(request.from);
    const destination = placeKey(request.to);
    // The further length limit is the ends' countries' (Product specification, shell §5).
    const countries = [graph.points.get(origin)?.countryCode, graph.points.get(destination)?.countryCode];
    const lotLengthLimitCm = furtherLengthLimitCm(countries);
    const problems = cargoIssues(request.cargo, references, { lotLengthLimitCm }).map((issue) => ({
      fieldName: ['cargo', ...issue.path].join('.'),
      message: issue.message,
      params: issue.params,
    }));
    if (request.readyDate < today)
      problems.push({ fieldName: 'readyDate', message: 'pricing.readyDateInPast', params: undefined });
    if (!graph.points.get(origin))
      problems.push({ fieldName: 'from', message: 'pricing.unknownPlace', params: undefined });
    if (!graph.points.get(destination))
      problems.push({ fieldName: 'to', message: 'pricing.unknownPlace', params: undefined });
    else if (origin === destination) problems.push({ fieldName: 'to', message: 'tariffs.sameEnds', params: undefined });
    const shown = request.currency;
    if (shown !== 'DEFAULT' && (rates.rubPerUnit[shown] === undefined || rates.digits[shown] === undefined))
      problems.push({ fieldName: 'currency', message: 'pricing.noRate', params: undefined });
    if (problems.length > 0) throw refuse(problems);
    return { origin, destination, cargo: measureCargo(request.cargo, references) };
  }

  async function withCommissions(
    reads: ReferenceReads,
    found: EngineQuotation[],
    request: CalculationRequest,
    rates: RateTable,
    cargoType: CargoType,
  ) {
    const book = await reads.commission(cargoType, sellers(found));
    return applyCommissions(
      found,
      { cargoType, ...book, customPercent: request.customCommission?.percent ?? null },
      rates,
      request.sort,
    );
  }

  async function priced(caller: Caller | undefined, request: CalculationRequest, today: string) {
    if (request.customCommission && !(caller && isOperator(caller)))
      throw new AppError('FORBIDDEN', { message: 'pricing.customCommissionOperators' });
    const now = await current();
    const { graph, reads } = now;
    const rates = await reads.rates(ratesDay(today));
    const { origin, destination, cargo } = await checked(request, now, today, rates);
    const result = quote(graph.index, graph.points, {
      origin,
      destination,
      readyDate: request.readyDate,
      cargo,
      caller: quoteCaller(caller),
      rates,
      sort: request.sort,
      marketplaceOrganizationIds: await reads.marketplace(),
    });
    const found = await withCommissions(reads, result.quotations, request, rates, COMMISSION_CARGO_TYPE[cargo.form]);
    return {
      quotations: toNewQuotations(found),
      reads,
      state: {
        readyDate: request.readyDate,
        rates: rates.rubPerUnit as Record<string, string>,
        noOnlineRates: found.length === 0,
        airExcluded: cargo.exceedsAirHatch,
        validTo: earliestValidTo(found),
      },
    };
  }

  return {
    async create(caller, request, language, today) {
      const { quotations, reads, state } = await priced(caller, request, today);
      const stored = await insertCalculation(
        db,
        { userId: caller?.userId ?? null, organizationId: caller?.organizationId ?? null, request, ...state },
        quotations,
        calculationAudit('create', caller?.userId ?? null, heldOf(quotations)),
      );
      return view(stored.row, caller, language, today, { reads, created: stored.quotations });
    },

    async get(caller, id, language, today, shared = false) {
      if (shared) {
        const row = UUID.test(id) ? await findCalculation(db, id) : undefined;
        if (!row) throw noCalculation();
        return view(row, caller, language, today);
      }
      return view(await owned(caller, id), caller, language, today);
    },

    async save(caller, id, language, today) {
      const row = await owned(caller, id);
      const owner = { userId: caller.userId, organizationId: caller.organizationId };
      if (row.userId === null) await attachGuestCalculation(db, id, owner, audited('attach', caller.userId));
      await markSaved(db, id, audited('save', caller.userId));
      return view((await findCalculation(db, id))!, caller, language, today);
    },

    async update(caller, id, language, today) {
      const row = await owned(caller, id);
      const request: CalculationRequest = { ...row.request, readyDate: row.readyDate < today ? today : row.readyDate };
      const now = await current();
      const { graph, reads } = now;
      const rates = await reads.rates(ratesDay(today));
      const { origin, destination, cargo } = await checked(request, now, today, rates);
      const routes = (await quotationsOf(db, row.id))
        .filter((quotation) => !quotation.manual)
        .map((quotation) =>
          legsByIndex(row.legs, quotation.legIndexes)
            .filter((leg) => leg.role === 'MAIN' || leg.role === 'PICKUP' || leg.role === 'DELIVERY')
            .flatMap((leg) =>
              leg.tariffId === null
                ? []
                : [{ tariffId: leg.tariffId, from: leg.from as PointKey, to: leg.to as PointKey }],
            ),
        );
      const again = requote(graph.index, graph.points, routes, {
        origin,
        destination,
        readyDate: request.readyDate,
        cargo,
        caller: quoteCaller(caller),
        rates,
        sort: request.sort,
        marketplaceOrganizationIds: await reads.marketplace(),
      });
      if (again.length === 0) throw new AppError('CONFLICT', { message: 'pricing.updateImpossible' });
      const found = toNewQuotations(
        await withCommissions(reads, again, request, rates, COMMISSION_CARGO_TYPE[cargo.form]),
      );
      await replaceQuotations(
        db,
        id,
        {
          request,
          readyDate: request.readyDate,
          rates: rates.rubPerUnit as Record<string, string>,
          noOnlineRates: false,
          airExcluded: cargo.exceedsAirHatch,
          validTo: earliestValidTo(found),
        },
        found,
        audited('update', caller.userId, found),
      );
      return view((await findCalculation(db, id))!, caller, language, today, { reads });
    },

    async recalculate(caller, id, language, today) {
      const row = await owned(caller, id);
      const request: CalculationRequest = { ...row.request, readyDate: row.readyDate < today ? today : row.readyDate };
      const { quotations, reads, state } = await priced(caller, request, today);
      await replaceQuotations(
        db,
        id,
        { request, ...state },
        quotations,
        audited('recalculate', caller.userId, quotations),
      );
      return view((await findCalculation(db, id))!, caller, language, today, { reads });
    },

    outdatedCount: (caller, today) => countOutdated(db, caller.organizationId, today),

    async attachGuest(id, owner) {
      if (UUID.test(id)) await attachGuestCalculation(db, id, owner, audited('attach', owner.userId));
    },

    async bookable(caller, calculationId, quotationId, today) {
      const row = await owned(caller, calculationId);
      const quotation = (await quotationsOf(db, row.id)).find((one) => one.id === quotationId);
      if (!quotation) throw refuse([{ fieldName: 'quotationId', message: 'orders.quotationNotFound' }]);
      if (row.readyDate < today || (row.validTo !== null && row.validTo < today))
        throw new AppError('CONFLICT', { message: 'pricing.outdated' });
      const owner =
        row.userId === null || row.organizationId === null
          ? { userId: caller.userId, organizationId: caller.organizationId }
          : { userId: row.userId, organizationId: row.organizationId };
      if (row.userId === null) await attachGuestCalculation(db, row.id, owner, audited('attach', caller.userId));
      const digits = (await (await readsNow()).rates(ratesDay(today))).digits;
      return bookableQuote({ ...row, ...owner }, quotation, digits);
    },

    async manualQuote(request, owner, carriers, today) {
      const now = await current();
      const rates = await now.reads.rates(ratesDay(today));
      await checked(request, now, today, rates);
      const unpriced = carriers.flatMap(({ cost }, at) =>
        rates.rubPerUnit[cost.currency] === undefined || rates.digits[cost.currency] === undefined
          ? [{ fieldName: `carriers.${at}.cost.currency`, message: 'pricing.noRate' as const }]
          : [],
      );
      if (unpriced.length > 0) throw refuse(unpriced);
      return manualQuote(request, owner, carriers, rates);
    },

    async routeView(legs, ends, language, hidden = () => false) {
      return routeView(await readsNow(), legs, ends, language, hidden);
    },

    async routeViews(routes, language) {
      const reads = await readsNow();
      return Promise.all(
        routes.map((route) => routeView(reads, route.legs, route.ends, language, route.hidden ?? (() => false))),
      );
    },

    async history(caller, id) {
      const row = await owned(caller, id);
      return (await calculationEvents(db, row.id)).map((event) => ({
        action: event.action as CalculationEvent['action'],
        at: event.at.toISOString(),
        user:
          event.userId === null
            ? null
            : {
                id: event.userId,
                name: personName({
                  firstName: event.firstName ?? '',
                  lastName: event.lastName ?? '',
                  middleName: event.middleName,
                }),
              },
        ...heldAfter(event.after),
      }));
    },
  };
}
