import { dataOf, geoObjectSchema, pageOf } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { dictionariesKeys } from './keys';
import type { ReferenceOption } from '../../../shared/references';

const responseSchema = dataOf(pageOf(geoObjectSchema));

/** GET /api/v1/dictionaries/geo?type=CITY — the cities a hub may serve, of its country when it has one. */
export async function searchCities(countryCode: string | null, search: string): Promise<ReferenceOption[]> {
  const body = await http.get('/dictionaries/geo', {
    params: {
      type: 'CITY',
      search: search || undefined,
      countryCode: countryCode || undefined,
      size: 20,
      sort: 'name,asc',
    },
    schema: responseSchema,
  });
  return body.data.items.map((city) => ({ value: city.id, label: `${city.name} (${city.countryCode})` }));
}

export function useCities(countryCode: string | null, search: string) {
  return useQuery({
    queryKey: dictionariesKeys.cities(countryCode, search),
    queryFn: () => searchCities(countryCode, search),
    staleTime: 60_000,
  });
}
