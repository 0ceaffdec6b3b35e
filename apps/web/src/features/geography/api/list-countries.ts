import { dataOf, geoObjectSchema, pageOf, type GeoObject } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { geographyKeys } from './keys';

const responseSchema = dataOf(pageOf(geoObjectSchema));

/** GET /api/v1/common/dictionaries/countries — every country (about 250) at once: the roots of the tree. */
export async function listAllCountries(): Promise<GeoObject[]> {
  const body = await http.get('/common/dictionaries/countries', { schema: responseSchema });
  return body.data.items;
}

export function countriesQueryOptions() {
  return queryOptions({ queryKey: geographyKeys.countries(), queryFn: listAllCountries, staleTime: 10 * 60_000 });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
