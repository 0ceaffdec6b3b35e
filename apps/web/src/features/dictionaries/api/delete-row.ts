import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreenSource } from '../definitions/types';
import { dictionariesKeys } from './keys';
import { screenApi } from './screen-api';

/** Deletes a row; a refusal (409) rejects with the server's translated delete-blocking message. */
export function useDeleteRow(source: ScreenSource) {
  const queryClient = useQueryClient();
  const api = screenApi(source);
  return useMutation({
    mutationFn: (key: string | number) => api.remove(key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictionariesKeys.resource(api.path) }),
  });
}
