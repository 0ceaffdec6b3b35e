import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScreenSource } from '../definitions/types';
import { dictionariesKeys } from './keys';
import type { ScreenListParams } from './list-params';
import { screenApi } from './screen-api';

/** A page of a screen's list, the previous page staying on screen while the next loads. */
export function useScreenRows(source: ScreenSource, params: ScreenListParams) {
  const api = screenApi(source);
  return useQuery({
    queryKey: dictionariesKeys.list(api.path, params),
    queryFn: () => api.list(params),
    placeholderData: keepPreviousData,
  });
}
