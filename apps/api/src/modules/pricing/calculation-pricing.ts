import {
  applyCommissions,
  cargoIssues,
  COMMISSION_CARGO_TYPE,
  furtherLengthLimitCm,
  isOperator,
  legsByIndex,
  measureCargo,
  placeKey,
  quote,
  requote,
  type CalculationRequest,
  type EngineQuotation,
  type PointKey,
  type QuoteCaller,
  type QuoteInput,
  type RateTable,
} from '@cargo/domain';
import { AppError, refuse } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import { manualQuote, type FrozenQuote, type ManualCarrierPrice } from './booked-routes.js';
import { currentPricing, ratesDay, type CalculationContext } from './calculation-context.js';
import {
  quotationsOf,
  type CalculationRow,
  type NewCalculation,
  type NewQuotation,
  type QuotationRow,
} from './calculations.repo.js';
import type { PricingGraph } from './pricing-index.service.js';
import type { ReferenceReads } from './pricing-references.js';
import { toNewQuotations } from './quote-view.js';

/** The graph and reads one quote prices with. */
interface Pricing {
  graph: PricingGraph;
  reads: ReferenceReads;
}

/** What a calculation stores besides its owner and request, as one pricing found it. */
export type PricedState = Omit<NewCalculation, 'userId' | 'organizationId' | 'request'>;

/** A pricing's quotations to store, the reads they used (to answer with) and the calculation's state. */
export interface Priced {
  quotations: NewQuotation[];
  reads: ReferenceReads;
  state: PricedState;
}

function quoteCaller(caller: Caller | undefined): QuoteCaller {
  return { organizationId: caller?.organizationId ?? null, operator: caller ? isOperator(caller) : false };
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

/** Checks what needs the dictionaries and the graph; refuses with field errors. */
async function checkRequest(request: CalculationRequest, { graph, reads }: Pricing, today: string, rates: RateTable) {
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

/** The engine's input for a request as of now, checked, with the reads and rates it is priced at. */
async function engineInput(
  context: CalculationContext,
  caller: Caller | undefined,
  request: CalculationRequest,
  today: string,
) {
  const now = await currentPricing(context);
  const { reads } = now;
  const rates = await reads.rates(ratesDay(today));
  const { origin, destination, cargo } = await checkRequest(request, now, today, rates);
  const input: QuoteInput = {
    origin,
    destination,
    readyDate: request.readyDate,
    cargo,
    caller: quoteCaller(caller),
    rates,
    sort: request.sort,
    marketplaceOrganizationIds: await reads.marketplace(),
  };
  return { ...now, input };
}

/** What the engine found, the sellers' commission applied, as stored: the quotations and the calculation's state. */
async function priced(
  reads: ReferenceReads,
  found: EngineQuotation[],
  request: CalculationRequest,
  { rates, cargo }: QuoteInput,
): Promise<Priced> {
  const cargoType = COMMISSION_CARGO_TYPE[cargo.form];
  const book = await reads.commission(cargoType, sellers(found));
  const commissioned = applyCommissions(
    found,
    { cargoType, ...book, customPercent: request.customCommission?.percent ?? null },
    rates,
    request.sort,
  );
  return {
    quotations: toNewQuotations(commissioned),
    reads,
    state: {
      readyDate: request.readyDate,
      rates: rates.rubPerUnit as Record<string, string>,
      noOnlineRates: commissioned.length === 0,
      airExcluded: cargo.exceedsAirHatch,
      validTo: earliestValidTo(commissioned),
    },
  };
}

/** A request priced by the engine over the in-memory index, the sellers' commission applied. */
export async function priceRequest(
  context: CalculationContext,
  caller: Caller | undefined,
  request: CalculationRequest,
  today: string,
): Promise<Priced> {
  if (request.customCommission && !(caller && isOperator(caller)))
    throw new AppError('FORBIDDEN', { message: 'pricing.customCommissionOperators' });
  const { graph, reads, input } = await engineInput(context, caller, request, today);
  return priced(reads, quote(graph.index, graph.points, input).quotations, request, input);
}

/** The tariffs of each engine-found quotation's main, pickup and delivery legs: the routes to price again. */
function routesOf(row: CalculationRow, quotations: readonly QuotationRow[]) {
  return quotations
    .filter((quotation) => !quotation.manual)
    .map((quotation) =>
      legsByIndex(row.legs, quotation.legIndexes)
        .filter((leg) => leg.role === 'MAIN' || leg.role === 'PICKUP' || leg.role === 'DELIVERY')
        .flatMap((leg) =>
          leg.tariffId === null ? [] : [{ tariffId: leg.tariffId, from: leg.from as PointKey, to: leg.to as PointKey }],
        ),
    );
}

/**
 * The routes of a stored calculation priced again with today's tariffs and rates ("update the
 * calculation"): 409 when none of them can be priced any more.
 */
export async function repriceRoutes(
  context: CalculationContext,
  caller: Caller,
  row: CalculationRow,
  request: CalculationRequest,
  today: string,
): Promise<Priced> {
  const { graph, reads, input } = await engineInput(context, caller, request, today);
  const again = requote(graph.index, graph.points, routesOf(row, await quotationsOf(context.db, row.id)), input);
  if (again.length === 0) throw new AppError('CONFLICT', { message: 'pricing.updateImpossible' });
  return priced(reads, again, request, input);
}

/**
 * An operator's manual price for a request, frozen for `owner`: the request checked as a quote's
 * is (places, cargo, ready date), every carrier's currency priced at today's rates.
 */
export async function manualQuoteFor(
  context: CalculationContext,
  request: CalculationRequest,
  owner: FrozenQuote['owner'],
  carriers: readonly ManualCarrierPrice[],
  today: string,
): Promise<FrozenQuote> {
  const now = await currentPricing(context);
  const rates = await now.reads.rates(ratesDay(today));
  await checkRequest(request, now, today, rates);
  const unpriced = carriers.flatMap(({ cost }, at) =>
    rates.rubPerUnit[cost.currency] === undefined || rates.digits[cost.currency] === undefined
      ? [{ fieldName: `carriers.${at}.cost.currency`, message: 'pricing.noRate' as const }]
      : [],
  );
  if (unpriced.length > 0) throw refuse(unpriced);
  return manualQuote(request, owner, carriers, rates);
}
