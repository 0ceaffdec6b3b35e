import { dataOf, geoObjectSchema, type GeoObject, type GeoObjectInput } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { geographyKeys, refreshGeography } from './keys';

const responseSchema = dataOf(geoObjectSchema);

/** PUT /api/v1/dictionaries/geo/{id} — every field of the object anew. */
export async function updateGeoObject(id: number, input: GeoObjectInput): Promise<GeoObject> {
  const body = await http.put(`/dictionaries/geo/${id}`, input, { schema: responseSchema });
  return body.data;
}

export function useUpdateGeoObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: GeoObjectInput }) => updateGeoObject(id, input),
    onSuccess: (object) => {
      queryClient.setQueryData(geographyKeys.object(object.id), object);
      return refreshGeography(queryClient);
    },
  });
}
