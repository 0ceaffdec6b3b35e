import { referenceKeys } from '../../../shared/references/keys';

/**
 * Query keys of the dictionary screens. Everything of one API resource (`/dictionaries/sea-lines`)
 * hangs under `dictionariesKeys.resource(path)` (shared with the pickers' `referenceKeys`): a
 * change there refreshes its lists, the names other screens show for its entries and the options
 * of its pickers at once.
 */
export const dictionariesKeys = {
  all: referenceKeys.all,
  resource: referenceKeys.resource,
  list: (path: string, params: object) => [...dictionariesKeys.resource(path), 'list', params] as const,
  names: referenceKeys.names,
  entry: (path: string, id: number) => [...dictionariesKeys.resource(path), 'entry', id] as const,
  rates: (code: string, page: number) =>
    [...dictionariesKeys.resource('/dictionaries/currencies'), 'rates', code, page] as const,
  cities: (countryCode: string | null, search: string) =>
    [...dictionariesKeys.all, 'cities', countryCode, search] as const,
  placeNames: (refs: string) => [...dictionariesKeys.all, 'place-names', refs] as const,
};
