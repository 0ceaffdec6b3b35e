import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { geographyKeys, refreshGeography } from './keys';

/**
 * DELETE /api/v1/dictionaries/geo/{id}. Refused with 409 and the spec's message while stations,
 * ports, airports, hubs or child objects hang on it (Product specification, domain §8).
 */
export async function deleteGeoObject(id: number): Promise<void> {
  await http.delete(`/dictionaries/geo/${id}`);
}

export function useDeleteGeoObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGeoObject,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: geographyKeys.object(id) });
      return refreshGeography(queryClient);
    },
  });
}
