import type { TariffPointType } from '@cargo/domain';
import type { LookupDictionary } from '../tariff-sheets/index.js';

/** The four hub tables, each found by its own `code`. */
export type HubType = Exclude<TariffPointType, 'CITY'>;

/** A city as a sheet names it: "Name, CC" (any of its names, the ISO country code). */
export interface CityRef {
  name: string;
  countryCode: string;
}

/** How a city reference is compared: its name without case, its country upper-cased. */
export const cityKey = (ref: CityRef) => `${ref.name.trim().toLowerCase()}|${ref.countryCode.trim().toUpperCase()}`;

/** "Shanghai, CN" → the city's name and country; undefined when the text is not of that form. */
export function parseCityRef(text: string): CityRef | undefined {
  const comma = text.lastIndexOf(',');
  if (comma <= 0) return undefined;
  const name = text.slice(0, comma).trim();
  const countryCode = text.slice(comma + 1).trim();
  return name && /^[A-Za-z]{2}$/.test(countryCode) ? { name, countryCode: countryCode.toUpperCase() } : undefined;
}

/**
 * What resolving a sheet asks the database, one question per kind of reference for all rows at
 * once. Codes are asked upper-cased and answered keyed as asked; what is unknown is absent.
 */
export interface CodeLookup {
  /** Ids of sea ports (UN/LOCODE), airports (IATA), railway stations or transport hubs by code. */
  hubs(type: HubType, codes: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /** Ids of cities by `cityKey`: the most populous city of that name (in any language) in the country. */
  cities(refs: readonly CityRef[]): Promise<ReadonlyMap<string, number>>;
  /** Minor units of the active currencies by code. */
  currencies(codes: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /** Ids of a dictionary's entries by code: the marketplace's and the owner's own (the owner's first). */
  entries(dictionary: LookupDictionary, codes: readonly string[]): Promise<ReadonlyMap<string, number>>;
}
