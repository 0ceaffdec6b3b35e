import type { Continent, GeoObject, GeoObjectInput, GeoObjectType } from '@cargo/domain';

/** What the drawer's form holds; `names` is nested so the server's `names.en` errors land on their field. */
export interface GeoFormValues {
  type: GeoObjectType;
  /** A country's own ISO code, or the country another object lies in. */
  countryCode: string | undefined;
  parentId: number | undefined;
  code: string;
  names: { en: string; ru: string; zh: string };
  latitude: number | null;
  longitude: number | null;
  population: number | null;
  iso3: string;
  continent: Continent | undefined;
  worldRegionId: number | undefined;
}

/** What a "new" button knows already: the level, the country and the parent it was pressed under. */
export interface GeoFormPreset {
  type: GeoObjectType;
  countryCode?: string;
  parentId?: number;
}

/** The form's start: the object being edited, else the preset (a city of the chosen country, say). */
export function initialGeoValues(object: GeoObject | null, preset?: GeoFormPreset): GeoFormValues {
  return {
    type: object?.type ?? preset?.type ?? 'CITY',
    countryCode: object?.countryCode ?? preset?.countryCode,
    parentId: object?.parentId ?? preset?.parentId,
    code: object?.type === 'COUNTRY' ? '' : (object?.code ?? ''),
    names: { en: object?.names.en ?? '', ru: object?.names.ru ?? '', zh: object?.names.zh ?? '' },
    latitude: object?.latitude ?? null,
    longitude: object?.longitude ?? null,
    population: object?.population ?? null,
    iso3: object?.iso3 ?? '',
    continent: object?.continent ?? undefined,
    worldRegionId: object?.worldRegionId ?? undefined,
  };
}

const text = (value: string | undefined) => value?.trim() || undefined;

/**
 * The request body: a country is its own code with no parent, its ISO alpha-3, continent and
 * world region; any other object has a parent and an optional code, and none of a country's fields.
 */
export function toGeoInput(values: GeoFormValues): GeoObjectInput {
  const countryCode = (values.countryCode ?? '').trim().toUpperCase();
  const common = {
    type: values.type,
    countryCode,
    names: { en: values.names.en.trim(), ru: text(values.names.ru), zh: text(values.names.zh) },
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
    population: values.population ?? null,
  };
  if (values.type === 'COUNTRY')
    return {
      ...common,
      parentId: null,
      code: countryCode,
      iso3: text(values.iso3)?.toUpperCase() ?? null,
      continent: values.continent ?? null,
      worldRegionId: values.worldRegionId ?? null,
    };
  return {
    ...common,
    parentId: values.parentId ?? null,
    code: text(values.code) ?? null,
    iso3: null,
    continent: null,
    worldRegionId: null,
  };
}
