/**
 * Limits of a calculation's cargo (Product specification, shell §5; domain §5, §9). The spec gives the
 * size limits without a unit; they are the inside of a 40' high-cube container in centimetres
 * (12.03 × 2.35 × 2.69 m), which is what a piece must fit to travel in a box, and the weight in
 * kilograms.
 */
export const CARGO_LIMITS = { lengthCm: 1203, widthCm: 235, heightCm: 269, weightKg: 9_999_999 } as const;

/**
 * The further length limit (Product specification, shell §5, §9: 17300 for the United States, 99999999 by
 * default): how long a line's pieces may be laid end to end, in cm, where either end of the
 * calculation is in that country. A piece fits a box (CARGO_LIMITS); a lot must fit the trucks
 * that carry it on the country's roads: 173 m is about ten 53-foot trailers, the most one US road
 * booking takes (docs/decisions.md D101).
 */
export const FURTHER_LENGTH_LIMITS_CM: Readonly<Record<string, number>> = { US: 17_300 };
export const DEFAULT_FURTHER_LENGTH_CM = 99_999_999;

/** The further length limit of a calculation whose ends are in these countries (ISO alpha-2; null unknown). */
export function furtherLengthLimitCm(countries: readonly (string | null | undefined)[]): number {
  return Math.min(
    DEFAULT_FURTHER_LENGTH_CM,
    ...countries.map((country) => (country ? FURTHER_LENGTH_LIMITS_CM[country.toUpperCase()] : undefined) ?? Infinity),
  );
}

/**
 * The largest piece that goes through the cargo door of a wide-body aircraft's lower deck
 * (length, width, height in cm; docs/pricing.md): a piece beyond it is offered no air leg.
 */
export const AIR_HATCH_CM = { length: 300, width: 240, height: 160 } as const;

/** Pieces of one general-cargo line, containers of one type, vehicles, pallets: at most. */
export const MAX_CARGO_AMOUNT = 10_000;
/** Lines of general cargo or containers in one calculation. */
export const MAX_CARGO_LINES = 50;
