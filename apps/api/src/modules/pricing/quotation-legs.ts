import type { StoredQuoteLeg } from './calculations.schema.js';

/** Every field of a stored leg: the type refuses a list that leaves one out, or names one too many. */
const FIELDS = Object.keys({
  role: true,
  kind: true,
  mode: true,
  tariffId: true,
  organizationId: true,
  carrierId: true,
  serviceId: true,
  surchargeId: true,
  from: true,
  to: true,
  currency: true,
  cost: true,
  vat: true,
  vatPercent: true,
  transitDays: true,
  distanceKm: true,
  validTo: true,
} satisfies { [field in keyof StoredQuoteLeg]-?: true }) as (keyof StoredQuoteLeg)[];

/**
 * A leg's every field in one string: two legs alike but in one figure are two legs. Built by hand,
 * not by JSON.stringify, which was 7 % of a quote's CPU over a calculation's ~550 legs.
 */
function keyOf(leg: StoredQuoteLeg): string {
  let key = '';
  for (const field of FIELDS) key += `${leg[field]}\u0001`;
  return key;
}

/**
 * Several quotations' legs as one list, each distinct leg once, and every quotation's legs as
 * positions in it. A calculation's 30 quotations share most of their legs (the same pickup, port
 * services and surcharges), so the list is about a quarter of their legs: that is what is written.
 * A leg met again as the same object (toNewQuotations) is found by identity; only a new object
 * pays for its key, which finds a leg alike in every field that came as another object.
 */
export function packLegs(quotations: readonly (readonly StoredQuoteLeg[])[]): {
  legs: StoredQuoteLeg[];
  indexes: number[][];
} {
  const legs: StoredQuoteLeg[] = [];
  const byObject = new Map<StoredQuoteLeg, number>();
  const byKey = new Map<string, number>();
  const indexes = quotations.map((own) =>
    own.map((leg) => {
      let index = byObject.get(leg);
      if (index !== undefined) return index;
      const key = keyOf(leg);
      index = byKey.get(key);
      if (index === undefined) {
        index = legs.push(leg) - 1;
        byKey.set(key, index);
      }
      byObject.set(leg, index);
      return index;
    }),
  );
  return { legs, indexes };
}
