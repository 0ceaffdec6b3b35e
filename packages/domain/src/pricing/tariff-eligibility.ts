import type { CargoMeasures, IndexedTariff, QuoteCaller } from './engine-types.js';
import { legModeOf } from './leg-pricing.js';

/** The tariff is valid on the day: `validFrom` through `validTo`, both included (YYYY-MM-DD compare). */
export function isValidOn(tariff: IndexedTariff, day: string): boolean {
  return tariff.validFrom <= day && day <= tariff.validTo;
}

/**
 * Whether the tariff may price the caller's quote: a public one for everyone; a private one only
 * for the client organizations it names and for its own organization (docs/tariffs.md). Operators
 * get no exception: a quote shows what the client it is for would get.
 */
export function isVisibleTo(tariff: IndexedTariff, caller: QuoteCaller): boolean {
  if (tariff.modifier === 'PUBLIC') return true;
  const organization = caller.organizationId;
  if (organization === null) return false;
  return tariff.organizationId === organization || tariff.clientOrganizationIds.includes(organization);
}

/** Everything but the price: valid on the day, visible to the caller, and no air leg for a piece the hatch refuses. */
export function isUsable(tariff: IndexedTariff, day: string, caller: QuoteCaller, cargo: CargoMeasures): boolean {
  if (!isValidOn(tariff, day) || !isVisibleTo(tariff, caller)) return false;
  return !(cargo.exceedsAirHatch && legModeOf(tariff) === 'AIR');
}
