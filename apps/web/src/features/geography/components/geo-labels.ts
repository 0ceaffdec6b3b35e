import type { Continent, GeoObjectType, MessageKey } from '@cargo/domain';

/** Catalogue keys of the geography enumerations: each level and continent has a name in every language. */
export const geoTypeLabelKey = (type: GeoObjectType) => `admin.geography.type.${type}` as const satisfies MessageKey;
export const continentLabelKey = (continent: Continent) =>
  `admin.geography.continent.${continent}` as const satisfies MessageKey;
