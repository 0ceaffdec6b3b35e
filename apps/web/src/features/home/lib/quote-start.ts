import type { CargoForm, MessageKey, Place } from '@cargo/domain';
import { placeValue } from '../../../shared/places/place-keys';
import { wizardLink } from '../../../shared/wizard-link/wizard-link';

/** The home page's four transport modes, in the order the page shows them. */
export const HOME_MODES = ['SEA', 'AIR', 'RAIL', 'ROAD'] as const;
export type HomeMode = (typeof HOME_MODES)[number];

/**
 * The cargo form the wizard opens on for a mode: what the mode mostly carries. The wizard
 * quotes every mode for any cargo; the choice sets where its cargo step starts, not a filter.
 */
export const MODE_CARGO: Readonly<Record<HomeMode, CargoForm>> = {
  SEA: 'CONTAINER',
  AIR: 'GENERAL_CARGO',
  RAIL: 'CONTAINER',
  ROAD: 'VEHICLE',
};

export interface QuoteStart {
  from: Place | null;
  to: Place | null;
  mode: HomeMode | null;
}

export type QuoteStartErrors = Partial<Record<'from' | 'to', MessageKey>>;

/** One error per field at most: an end not chosen from the list, or a destination that is the origin. */
export function quoteStartErrors({ from, to }: QuoteStart): QuoteStartErrors {
  const errors: QuoteStartErrors = {};
  if (!from) errors.from = 'home.quote.placeRequired';
  if (!to) errors.to = 'home.quote.placeRequired';
  else if (from && placeValue(from) === placeValue(to)) errors.to = 'home.quote.samePlace';
  return errors;
}

/** The wizard on the two ends, its cargo step on the mode's cargo form (the wizard's own without a mode). */
export function quoteStartLink({ from, to, mode }: QuoteStart, today: string): string {
  return wizardLink({ from, to }, mode ? MODE_CARGO[mode] : null, today);
}
