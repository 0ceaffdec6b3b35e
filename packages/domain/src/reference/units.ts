/**
 * Units of measure and their factors to the base unit (Product specification, shell §9): lengths to
 * centimetres, weights to kilograms, volumes to cubic centimetres.
 */
export const SIZE_UNITS = { CM: 1, M: 100, IN: 2.54, FT: 30.48 } as const;
export const WEIGHT_UNITS = { KG: 1, LB: 0.453592 } as const;
/** FT3 is a cubic foot: 30.48³ cm³ (the spec lists the linear factor 30.48 for it). */
export const VOLUME_UNITS = { M3: 1_000_000, FT3: 30.48 ** 3 } as const;

export type SizeUnit = keyof typeof SIZE_UNITS;
export type WeightUnit = keyof typeof WEIGHT_UNITS;
export type VolumeUnit = keyof typeof VOLUME_UNITS;

/** kg ↔ lb as the spec words it for display: 1 kg = 2.2046 lb. */
export const POUNDS_PER_KILOGRAM = 2.2046;
