import type { StoredQuoteLeg } from './calculations.schema.js';

/**
 * Several quotations' legs as one list, each distinct leg once, and every quotation's legs as
 * positions in it. A calculation's 30 quotations share most of their legs (the same pickup, port
 * services and surcharges), so the list is about a quarter of their legs: that is what is written.
 */
export function packLegs(quotations: readonly (readonly StoredQuoteLeg[])[]): {
  legs: StoredQuoteLeg[];
  indexes: number[][];
} {
  const legs: StoredQuoteLeg[] = [];
  const at = new Map<string, number>();
  const indexes = quotations.map((own) =>
    own.map((leg) => {
      // Every field: two legs alike but in one figure are two legs.
      const key = JSON.stringify(leg);
      let index = at.get(key);
      if (index === undefined) {
        index = legs.push(leg) - 1;
        at.set(key, index);
      }
      return index;
    }),
  );
  return { legs, indexes };
}

/** A quotation's legs, in order, from its calculation's list. */
export function unpackLegs(legs: readonly StoredQuoteLeg[], indexes: readonly number[]): StoredQuoteLeg[] {
  return indexes.map((index) => {
    const leg = legs[index];
    if (!leg) throw new Error(`a quotation names leg ${index} of a calculation with ${legs.length}`);
    return leg;
  });
}
