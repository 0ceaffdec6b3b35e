import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreenSource } from '../definitions/types';
import { dictionariesKeys } from './keys';
import { screenApi } from './screen-api';

/** Adds a row (no key) or changes one; the resource's lists, names and options refresh after. */
export function useSaveRow(source: ScreenSource) {
  const queryClient = useQueryClient();
  const api = screenApi(source);
  return useMutation({
    mutationFn: ({ key, body, version }: { key?: string | number; body: Record<string, unknown>; version?: number }) =>
      key === undefined ? api.create(body) : api.update(key, body, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictionariesKeys.resource(api.path) }),
  });
}
