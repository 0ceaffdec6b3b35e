import { dataOf, geoObjectSchema, pageOf } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { dictionariesKeys } from './keys';

const responseSchema = dataOf(pageOf(geoObjectSchema));

export interface CountryOption {
  code: string;
  name: string;
}

/** GET /api/v1/common/dictionaries/countries — every country, named in the caller's language. */
export async function listCountries(): Promise<CountryOption[]> {
  const body = await http.get('/common/dictionaries/countries', { schema: responseSchema });
  return body.data.items
    .map((country) => ({ code: country.code ?? country.countryCode, name: country.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function countriesQueryOptions() {
  return queryOptions({ queryKey: dictionariesKeys.countries(), queryFn: listCountries, staleTime: 60 * 60_000 });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
