import { dataOf, geoObjectSchema, type GeoObject, type GeoObjectInput } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { refreshGeography } from './keys';

const responseSchema = dataOf(geoObjectSchema);

/** POST /api/v1/dictionaries/geo — a new country, region, special region or city. */
export async function createGeoObject(input: GeoObjectInput): Promise<GeoObject> {
  const body = await http.post('/dictionaries/geo', input, { schema: responseSchema });
  return body.data;
}

export function useCreateGeoObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGeoObject,
    onSuccess: () => refreshGeography(queryClient),
  });
}
