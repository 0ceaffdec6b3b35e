import { z } from 'zod';
import { isOperator, isPartner, type RoleHolder } from '../access/roles.js';
import { defineList, listQueryFor } from '../lists/spec.js';
import { moneySchema, quotePointSchema } from './contracts.js';
import { refineCargoSchema } from './refine-contracts.js';

/**
 * The lists of calculations (Product specification, domain §2 "my quotations", partner and admin quotations):
 * `GET /orders/calculations`, one list for three audiences. A client reads its organization's
 * calculations with their prices; a partner the calculations its tariffs priced, with its own
 * share only; an operator every calculation, by organization, user and guest.
 */

const named = z.object({ id: z.number().int(), name: z.string() });

/**
 * The list's fields. `organizationId` and `guest` are the operators' (anyone else filtering by
 * them is a field error: a partner must not probe which clients ask for quotes), `bestPriceUsd`
 * and `transitDays` are not the partners' (another seller's price is not theirs to sort by).
 */
export const CALCULATION_LIST = defineList({
  createdAt: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
  readyDate: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
  saved: { type: 'boolean', filters: ['FLAG'], sortable: true },
  outdated: { type: 'boolean', filters: ['FLAG'] },
  booked: { type: 'boolean', filters: ['FLAG'] },
  bestPriceUsd: { type: 'int', filters: ['INT_RANGE'], sortable: true },
  transitDays: { type: 'int', filters: ['INT_RANGE'], sortable: true },
  organizationId: { type: 'int', filters: ['SIMPLE', 'SELECT'] },
  guest: { type: 'boolean', filters: ['FLAG'] },
});

export type CalculationListField = keyof typeof CALCULATION_LIST;

/** The fields of the list only operators filter or sort by. */
export const OPERATOR_CALCULATION_FIELDS: readonly CalculationListField[] = ['organizationId', 'guest'];
/** The fields of the list a partner may not filter or sort by: the whole route's price and transit. */
export const CLIENT_CALCULATION_FIELDS: readonly CalculationListField[] = ['bestPriceUsd', 'transitDays'];

const flag = z.stringbool().optional();

export const calculationListQuerySchema = listQueryFor(CALCULATION_LIST).extend({
  /**
   * Words that must each match the lane's ends (a place's name in any language, a port's code),
   * the calculation's reference or the booked order's number.
   */
  search: z.string().trim().max(100).optional(),
  /** The quick filters of the list's bar: saved only, outdated or not, booked or not. */
  saved: flag,
  outdated: flag,
  booked: flag,
});
export type CalculationListQuery = z.output<typeof calculationListQuerySchema>;

/** A calculation in a list. What a field says depends on who asks: see each. */
export const calculationListItemSchema = z.object({
  id: z.uuid(),
  /** The short reference people read and search: the id's first eight characters, upper case. */
  reference: z.string(),
  createdAt: z.string(),
  readyDate: z.string(),
  from: quotePointSchema,
  to: quotePointSchema,
  cargo: refineCargoSchema,
  saved: z.boolean(),
  outdated: z.boolean(),
  /** Booked: for a partner, booked with it (it carries a delivery order of the booking). */
  booked: z.boolean(),
  /** The booking's order, as far as the caller may open it. */
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** How many quotations it holds; null for a partner. */
  quotations: z.number().int().nullable(),
  /** The cheapest quotation as stored (its id to book it, its total in the calculation's currency); null for a partner. */
  bestQuotationId: z.number().int().nullable(),
  bestPrice: moneySchema.nullable(),
  bestPriceUsd: z.number().int().nullable(),
  /** The shortest transit of its quotations, in days; null for a partner and without quotations. */
  transitDays: z.number().int().nullable(),
  /** Operators: the client's organization and user; null for a guest's and for anyone else. */
  organization: named.nullable(),
  user: named.nullable(),
  /** Nobody has signed in with it: a guest's calculation (operators; false for the others). */
  guest: z.boolean(),
  /**
   * A partner: what its own legs cost (with VAT) in the cheapest quotation they are part of, per
   * currency, as priced; null for the others.
   */
  share: z.array(moneySchema).nullable(),
});
export type CalculationListItem = z.infer<typeof calculationListItemSchema>;

/** The reference of a calculation's id: "3F2A9C1B". */
export function calculationReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** Words of a search ("Shanghai → Moscow"): split at spaces and arrows, at most eight. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '')
    .split(/[\s→]+|->/u)
    .map((word) => word.trim())
    .filter((word) => word.length > 0 && !/^[-–—>]+$/u.test(word))
    .slice(0, 8);
}

interface ShareLeg {
  organizationId: number;
  currency: string;
  cost: number;
  vat: number;
}

/**
 * A seller's share of a calculation: its own legs (cost with VAT, per currency, in the order they
 * first appear) in the cheapest quotation that has any of them — what the best offer it is part
 * of would pay it. Null when no quotation uses it. Nothing of another seller enters the sum.
 */
export function sellerShare(
  legs: readonly ShareLeg[],
  quotations: readonly { legIndexes: readonly number[]; totalUsd: number }[],
  organizationId: number,
): z.infer<typeof moneySchema>[] | null {
  let best: { own: ShareLeg[]; totalUsd: number } | null = null;
  for (const quotation of quotations) {
    const own = quotation.legIndexes.flatMap((at) => {
      const leg = legs[at];
      return leg && leg.organizationId === organizationId ? [leg] : [];
    });
    if (own.length > 0 && (best === null || quotation.totalUsd < best.totalUsd))
      best = { own, totalUsd: quotation.totalUsd };
  }
  if (!best) return null;
  const sums = new Map<string, number>();
  for (const leg of best.own) sums.set(leg.currency, (sums.get(leg.currency) ?? 0) + leg.cost + leg.vat);
  return [...sums].map(([currency, amount]) => ({ amount, currency }));
}

/** Whose list a caller reads: operators every calculation, partners those their tariffs priced, anyone else their organization's. */
export type CalculationAudience = 'operator' | 'partner' | 'client';

export function calculationAudience(holder: RoleHolder): CalculationAudience {
  return isOperator(holder) ? 'operator' : isPartner(holder) ? 'partner' : 'client';
}

/** The fields the audience may not filter or sort by. */
export function fieldsBarred(audience: CalculationAudience): readonly CalculationListField[] {
  if (audience === 'operator') return [];
  if (audience === 'client') return OPERATOR_CALCULATION_FIELDS;
  return [...OPERATOR_CALCULATION_FIELDS, ...CLIENT_CALCULATION_FIELDS];
}
