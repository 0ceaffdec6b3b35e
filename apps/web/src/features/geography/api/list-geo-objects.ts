import { dataOf, geoObjectSchema, pageOf, type GeoObject, type GeoObjectType } from '@cargo/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type QueryParams } from '../../../shared/http';
import { geographyKeys } from './keys';

const responseSchema = dataOf(pageOf(geoObjectSchema));

/** The sorts the geo list offers. */
export type GeoSort = 'name,asc' | 'population,desc';

export interface GeoListParams {
  type?: GeoObjectType;
  parentId?: number;
  countryCode?: string;
  /** A name in any language, or a code. */
  search?: string;
  page: number;
  size: number;
  sort?: GeoSort;
}

/** GET /api/v1/dictionaries/geo — a page of countries, regions, special regions or cities. */
export async function listGeoObjects(params: GeoListParams): Promise<{ items: GeoObject[]; total: number }> {
  const body = await http.get('/dictionaries/geo', {
    params: params as unknown as QueryParams,
    schema: responseSchema,
  });
  return body.data;
}

export function geoObjectsQueryOptions(params: GeoListParams) {
  return queryOptions({
    queryKey: geographyKeys.list(params),
    queryFn: () => listGeoObjects(params),
    staleTime: 60_000,
  });
}

/** A page of the list; the previous page stays while the next loads (a search box's matches). */
export function useGeoObjects(params: GeoListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...geoObjectsQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
