import type { CalculationRequest, QuotePlace, QuotePoint } from '@cargo/domain';
import { wizardLinkOf } from '../../../shared/wizard-link';

/** A template as the list needs it: its request, and its ends' names where the answer gives them. */
export interface TemplateRequest {
  request: CalculationRequest;
  from?: QuotePoint | null;
  to?: QuotePoint | null;
}

/** The id a requested end names, whatever its kind. */
export function placeIdOf(place: QuotePlace): number {
  switch (place.type) {
    case 'ADDRESS':
      return place.cityId;
    case 'SEA_PORT':
      return place.seaPortId;
    case 'AIRPORT_HUB':
      return place.airportId;
    case 'RAILWAY_HUB':
      return place.stationId;
  }
}

/** A requested end as a named point: the answer's name for it, or `unnamed`'s words (its kind and id). */
export function pointOf(
  place: QuotePlace,
  named: QuotePoint | null | undefined,
  unnamed: (place: QuotePlace) => string,
): QuotePoint {
  if (named) return named;
  return {
    type: place.type === 'ADDRESS' ? 'CITY' : place.type,
    id: placeIdOf(place),
    code: null,
    name: unnamed(place),
    cityName: null,
    countryCode: null,
  };
}

/** The template's two ends, named. */
export function templateEnds(
  template: TemplateRequest,
  unnamed: (place: QuotePlace) => string,
): { from: QuotePoint; to: QuotePoint } {
  return {
    from: pointOf(template.request.from, template.from, unnamed),
    to: pointOf(template.request.to, template.to, unnamed),
  };
}

/**
 * The wizard filled with the template's request, as the wizard writes its own address (shared
 * wizard-link): the same ends, cargo, display currency and order; the ready date today when the
 * saved one has passed.
 */
export function templateWizardLink(
  template: TemplateRequest,
  unnamed: (place: QuotePlace) => string,
  today: string,
): string {
  const { request } = template;
  return wizardLinkOf(
    { request, ...templateEnds(template, unnamed) },
    { sort: request.sort, currency: request.currency },
    today,
  );
}
