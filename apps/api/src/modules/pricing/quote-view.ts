import {
  legsByIndex,
  shownCurrency,
  shownFees,
  totalIn,
  type Calculation,
  type DisplayCurrency,
  type EngineLeg,
  type EngineQuotation,
  type PointKey,
  type Quotation,
  type QuoteLeg,
  type RateTable,
  type RoleHolder,
} from '@cargo/domain';
import type { CalculationRow, NewQuotation, QuotationRow } from './calculations.repo.js';
import type { StoredQuoteLeg } from './calculations.schema.js';
import type { QuoteNames } from './quote-names.repo.js';

/** An engine's leg as stored: the tariff's facts frozen with its price. */
function toStoredLeg(leg: EngineLeg): StoredQuoteLeg {
  return {
    role: leg.role,
    kind: leg.tariff.kind,
    mode: leg.mode,
    tariffId: leg.tariff.id,
    organizationId: leg.tariff.organizationId,
    carrierId: leg.tariff.carrierId,
    serviceId: leg.role === 'DEPARTURE_SERVICE' || leg.role === 'ARRIVAL_SERVICE' ? leg.tariff.serviceId : null,
    surchargeId: leg.role === 'SURCHARGE' ? leg.tariff.surchargeId : null,
    from: leg.from,
    to: leg.to,
    currency: leg.price.currency,
    cost: leg.price.cost,
    vat: leg.price.vat,
    vatPercent: leg.price.vatPercent,
    transitDays:
      leg.role === 'MAIN' || leg.role === 'PICKUP' || leg.role === 'DELIVERY' ? leg.tariff.transitDays : null,
    distanceKm: leg.distanceKm,
    validTo: leg.tariff.validTo,
  };
}

/**
 * A quote's quotations as stored. The engine answers a leg that several routes share as one
 * object, and so it is stored: one stored leg per engine leg, which packLegs then finds by identity.
 */
export function toNewQuotations(found: readonly EngineQuotation[]): NewQuotation[] {
  const stored = new Map<EngineLeg, StoredQuoteLeg>();
  const storedLeg = (leg: EngineLeg) => {
    let kept = stored.get(leg);
    if (!kept) stored.set(leg, (kept = toStoredLeg(leg)));
    return kept;
  };
  return found.map((quotation) => ({
    legs: quotation.legs.map(storedLeg),
    totals: quotation.totals,
    totalUsd: quotation.totalUsd,
    transitDays: quotation.transitDays,
    validTo: quotation.validTo,
    commission: quotation.commission,
    sellerReward: quotation.sellerReward,
    manual: false,
  }));
}

/** Everything the calculation's legs name, for one read of their names. */
export function namesWanted(legs: readonly StoredQuoteLeg[], ends: [PointKey, PointKey]) {
  const points = new Set<PointKey>(ends);
  const entries = new Set<number>();
  const organizations = new Set<number>();
  for (const leg of legs) {
    if (leg.from) points.add(leg.from as PointKey);
    if (leg.to) points.add(leg.to as PointKey);
    for (const id of [leg.carrierId, leg.serviceId, leg.surchargeId]) if (id !== null) entries.add(id);
    organizations.add(leg.organizationId);
  }
  return { points, entries, organizations };
}

const MODES_ORDER = ['SEA', 'AIR', 'RAIL', 'ROAD', 'INTERMODAL'] as const;

/** A stored leg as answered: named, its amounts withheld from whoever may not see prices. */
export function toLeg(leg: StoredQuoteLeg, names: QuoteNames, hidden: boolean): QuoteLeg {
  const money = (amount: number) => (hidden ? null : { amount, currency: leg.currency });
  return {
    role: leg.role as QuoteLeg['role'],
    kind: leg.kind as QuoteLeg['kind'],
    mode: leg.mode as QuoteLeg['mode'],
    from: names.point(leg.from as PointKey | null),
    to: names.point(leg.to as PointKey | null),
    carrier: names.entry(leg.carrierId),
    organization: names.organization(leg.organizationId),
    service: names.entry(leg.serviceId),
    surcharge: names.entry(leg.surchargeId),
    tariffId: leg.tariffId,
    cost: money(leg.cost),
    vat: money(leg.vat),
    vatPercent: leg.vatPercent,
    transitDays: leg.transitDays,
    distanceKm: leg.distanceKm,
    validTo: leg.validTo,
  };
}

function toQuotation(
  row: QuotationRow,
  legs: readonly StoredQuoteLeg[],
  currency: DisplayCurrency,
  rates: RateTable,
  hidden: boolean,
  reader: RoleHolder,
): Quotation {
  const own = legsByIndex(legs, row.legIndexes);
  const shownIn = shownCurrency(currency, row.totals);
  const modes = new Set(own.filter((leg) => leg.role === 'MAIN' || own.length === 1).map((leg) => leg.mode));
  return {
    id: row.id,
    total: hidden ? null : { amount: totalIn(row.totals, shownIn, rates), currency: shownIn },
    totalUsd: hidden ? null : row.totalUsd,
    totals: hidden ? null : Object.entries(row.totals).map(([code, amount]) => ({ amount, currency: code })),
    transitDays: row.transitDays,
    validTo: row.validTo,
    modes: MODES_ORDER.filter((mode) => modes.has(mode)),
    legIndexes: row.legIndexes,
    ...(hidden
      ? { commission: null, sellerReward: null, serviceFee: null }
      : shownFees(reader, { commission: row.commission ?? null, sellerReward: row.sellerReward ?? null })),
    manual: row.manual,
  };
}

/** The answer for a calculation, named in the caller's language; amounts withheld from guests. */
export function toCalculation(
  row: CalculationRow,
  quotations: readonly QuotationRow[],
  names: QuoteNames,
  ends: [PointKey, PointKey],
  options: {
    hidden: boolean;
    /** Who reads it: a client receives one service fee, partners and operators its parts. */
    reader: RoleHolder;
    editable: boolean;
    today: string;
    digits: Readonly<Record<string, number>>;
    refineRequested: boolean;
  },
): Calculation {
  const rates: RateTable = { rubPerUnit: row.rates, digits: options.digits };
  const request = row.request;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    readyDate: row.readyDate,
    from: names.point(ends[0])!,
    to: names.point(ends[1])!,
    request,
    currency: request.currency,
    sort: request.sort,
    rates: row.rates,
    saved: row.saved,
    editable: options.editable,
    outdated: row.readyDate < options.today || (row.validTo !== null && row.validTo < options.today),
    pricesHidden: options.hidden,
    noOnlineRates: row.noOnlineRates,
    airExcluded: row.airExcluded,
    refineRequested: options.refineRequested,
    legs: row.legs.map((leg) => toLeg(leg, names, options.hidden)),
    quotations: quotations.map((quotation) =>
      toQuotation(quotation, row.legs, request.currency, rates, options.hidden, options.reader),
    ),
  };
}
