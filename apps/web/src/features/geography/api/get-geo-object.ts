import { dataOf, geoObjectSchema, type GeoObject } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { geographyKeys } from './keys';

const responseSchema = dataOf(geoObjectSchema);

/** GET /api/v1/dictionaries/geo/{id} — one country, region or city. */
export async function getGeoObject(id: number): Promise<GeoObject> {
  const body = await http.get(`/dictionaries/geo/${id}`, { schema: responseSchema });
  return body.data;
}

export function geoObjectQueryOptions(id: number) {
  return queryOptions({ queryKey: geographyKeys.object(id), queryFn: () => getGeoObject(id), staleTime: 60_000 });
}

/** The object, while `placeholder` (the tree's copy) shows until the fresh one arrives. */
export function useGeoObject(id: number | null | undefined, placeholder?: GeoObject) {
  return useQuery({
    ...geoObjectQueryOptions(id ?? 0),
    placeholderData: placeholder && placeholder.id === id ? placeholder : undefined,
    enabled: typeof id === 'number' && id > 0,
  });
}
