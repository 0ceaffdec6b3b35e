import type { Calculation, Quotation, QuoteLeg } from './contracts.js';

/** A quotation with its legs in place: what screens and tests read of an answer. */
export type QuotationWithLegs = Omit<Quotation, 'legIndexes'> & { legs: QuoteLeg[] };

/**
 * The legs at the positions, in order: a quotation's legs from its calculation's list, as the API
 * answers them and as it stores them alike.
 */
export function legsByIndex<Leg>(legs: readonly Leg[], indexes: readonly number[]): Leg[] {
  return indexes.map((index) => {
    const leg = legs[index];
    if (leg === undefined) throw new Error(`a quotation names leg ${index} of a calculation with ${legs.length}`);
    return leg;
  });
}

/** A quotation's legs in route order, taken from its calculation's list by position. */
export function quotationLegs(
  calculation: Pick<Calculation, 'legs'>,
  quotation: Pick<Quotation, 'legIndexes'>,
): QuoteLeg[] {
  return legsByIndex(calculation.legs, quotation.legIndexes);
}

/** The calculation's quotations, each with its legs in place (legs shared between quotations stay one object). */
export function quotationsWithLegs(calculation: Pick<Calculation, 'legs' | 'quotations'>): QuotationWithLegs[] {
  return calculation.quotations.map(({ legIndexes, ...quotation }) => ({
    ...quotation,
    legs: quotationLegs(calculation, { legIndexes }),
  }));
}
