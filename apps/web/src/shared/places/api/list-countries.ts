import { dataOf, geoObjectSchema, pageOf, type GeoObject } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../http';

const responseSchema = dataOf(pageOf(geoObjectSchema));

/** Every screen that names or picks countries reads them through this key; a geography change refreshes it. */
export const countriesKey = ['countries'] as const;

/** GET /api/v1/common/dictionaries/countries — every country (about 250), named in the caller's language. */
export async function listCountries(): Promise<GeoObject[]> {
  const body = await http.get('/common/dictionaries/countries', { schema: responseSchema });
  return body.data.items;
}

export function countriesQueryOptions() {
  return queryOptions({ queryKey: countriesKey, queryFn: listCountries, staleTime: 10 * 60_000 });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
