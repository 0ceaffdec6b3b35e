import type { HubKind } from '@cargo/domain';
import type { QueryClient } from '@tanstack/react-query';
import { countriesKey } from '../../../shared/places';

/** Query keys of the geography screen: invalidating `geographyKeys.all` refreshes the tree, details and hubs. */
export const geographyKeys = {
  all: ['geography'] as const,
  lists: () => [...geographyKeys.all, 'list'] as const,
  list: (params: object) => [...geographyKeys.lists(), params] as const,
  object: (id: number) => [...geographyKeys.all, 'object', id] as const,
  worldRegions: () => [...geographyKeys.all, 'world-regions'] as const,
  hubs: (kind: HubKind, cityId: number) => [...geographyKeys.all, 'hubs', kind, cityId] as const,
};

/** After a change of the geography: the tree, details and hubs, and the countries every screen names. */
export function refreshGeography(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: geographyKeys.all }),
    queryClient.invalidateQueries({ queryKey: countriesKey }),
  ]);
}
