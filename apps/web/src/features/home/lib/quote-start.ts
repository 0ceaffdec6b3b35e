import { USUAL_CARGO_FORM, type MessageKey, type Place, type TransportMode } from '@cargo/domain';
import { placeValue } from '../../../shared/places/place-keys';
import { wizardLink } from '../../../shared/wizard-link/wizard-link';

export interface QuoteStart {
  from: Place | null;
  to: Place | null;
  mode: TransportMode | null;
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
  return wizardLink({ from, to }, mode ? USUAL_CARGO_FORM[mode] : null, today);
}
