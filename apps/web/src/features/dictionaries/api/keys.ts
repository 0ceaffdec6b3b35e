/**
 * Query keys of the dictionary screens. Everything of one API resource (`/dictionaries/sea-lines`)
 * hangs under `dictionariesKeys.resource(path)`: a change there refreshes its lists, the names
 * other screens show for its entries and the options of its pickers at once.
 */
export const dictionariesKeys = {
  all: ['dictionaries'] as const,
  resource: (path: string) => [...dictionariesKeys.all, path] as const,
  list: (path: string, params: object) => [...dictionariesKeys.resource(path), 'list', params] as const,
  names: (path: string, ids: readonly number[]) => [...dictionariesKeys.resource(path), 'names', ids] as const,
  options: (path: string, search: string) => [...dictionariesKeys.resource(path), 'options', search] as const,
  rates: (code: string, page: number) =>
    [...dictionariesKeys.resource('/dictionaries/currencies'), 'rates', code, page] as const,
  cities: (countryCode: string | null, search: string) =>
    [...dictionariesKeys.all, 'cities', countryCode, search] as const,
  placeNames: (refs: string) => [...dictionariesKeys.all, 'place-names', refs] as const,
};

/** Saved filters and collection views of one list (`dictionaries/sea-lines`). */
export const listViewsKeys = {
  filters: (context: string) => ['list-views', 'filters', context] as const,
  views: (context: string) => ['list-views', 'views', context] as const,
};
