import type { HubKind } from '@cargo/domain';

/** Query keys of the geography screen: invalidating `geographyKeys.all` refreshes the tree, details and hubs. */
export const geographyKeys = {
  all: ['geography'] as const,
  lists: () => [...geographyKeys.all, 'list'] as const,
  list: (params: object) => [...geographyKeys.lists(), params] as const,
  countries: () => [...geographyKeys.all, 'countries'] as const,
  object: (id: number) => [...geographyKeys.all, 'object', id] as const,
  worldRegions: () => [...geographyKeys.all, 'world-regions'] as const,
  hubs: (kind: HubKind, cityId: number) => [...geographyKeys.all, 'hubs', kind, cityId] as const,
};
