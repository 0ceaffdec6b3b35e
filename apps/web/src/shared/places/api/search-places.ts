import { placeSchema, type Language, type Place, type PlaceType } from '@cargo/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type ResponseSchema } from '../../http';

/** `{ data: { items: Place[] } }`, best match first. */
const responseSchema: ResponseSchema<Place[]> = {
  parse: (body) => placeSchema.array().parse((body as { data?: { items?: unknown } } | undefined)?.data?.items),
};

export interface PlaceSearchParams {
  /** What was typed: a name in any of the three languages, part of one, or a code (CNSHA, SVO). */
  searchString: string;
  /** The language the names come back in. */
  language: Language;
  /** ISO alpha-2: only places in that country. */
  country?: string;
  /** Only these kinds of place; all four when absent. */
  types?: readonly PlaceType[];
  limit?: number;
}

export const placesKeys = {
  all: ['places'] as const,
  search: (params: PlaceSearchParams) => [...placesKeys.all, 'search', params] as const,
  transportHubs: (params: object) => [...placesKeys.all, 'transport-hubs', params] as const,
};

/** GET /api/v1/geo/search — cities, ports, airports and stations ranked by relevance (public). */
export async function searchPlaces(params: PlaceSearchParams): Promise<Place[]> {
  return http.get('/geo/search', {
    params: {
      searchString: params.searchString,
      language: params.language,
      country: params.country,
      types: params.types?.length ? params.types.join(',') : undefined,
      limit: params.limit,
    },
    schema: responseSchema,
  });
}

/** The answer, or a rejection as soon as the query is called off (a newer text was typed). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The results of one search. Each text has its own key, so an answer that comes late for an
 * older text never shows under a newer one: the query of a text typed over is cancelled (the
 * signal is taken) and its answer dropped. The last results stay on screen while the next load.
 */
export function placeSearchQueryOptions(params: PlaceSearchParams) {
  return queryOptions({
    queryKey: placesKeys.search(params),
    queryFn: ({ signal }) => abortable(searchPlaces(params), signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function usePlaceSearch(params: PlaceSearchParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...placeSearchQueryOptions(params), enabled: options.enabled ?? true });
}
