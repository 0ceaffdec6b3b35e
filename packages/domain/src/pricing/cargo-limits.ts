/**
 * Limits of a calculation's cargo (spec/shell.md §5, spec/domain.md §5, §9). The spec gives the
 * size limits without a unit; they are the inside of a 40' high-cube container in centimetres
 * (12.03 × 2.35 × 2.69 m), which is what a piece must fit to travel in a box, and the weight in
 * kilograms.
 */
export const CARGO_LIMITS = { lengthCm: 1203, widthCm: 235, heightCm: 269, weightKg: 9_999_999 } as const;

/**
 * The largest piece that goes through the cargo door of a wide-body aircraft's lower deck
 * (length, width, height in cm; docs/pricing.md): a piece beyond it is offered no air leg.
 */
export const AIR_HATCH_CM = { length: 300, width: 240, height: 160 } as const;

/** Pieces of one general-cargo line, containers of one type, vehicles, pallets: at most. */
export const MAX_CARGO_AMOUNT = 10_000;
/** Lines of general cargo or containers in one calculation. */
export const MAX_CARGO_LINES = 50;
