import {
  dataOf,
  encodeFilters,
  geoObjectSchema,
  hubSchema,
  pageOf,
  type Place,
  type PlaceRef,
  type PlaceType,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { dictionariesKeys } from './keys';

const hubsSchema = dataOf(pageOf(hubSchema));
const citiesSchema = dataOf(pageOf(geoObjectSchema));

/** Where the places of each type are listed (operators' lists: the screens with places are theirs). */
const LIST_OF: Record<PlaceType, string> = {
  ADDRESS: '/dictionaries/geo',
  SEA_PORT: '/dictionaries/sea-port-hubs',
  AIRPORT_HUB: '/dictionaries/airport-hubs',
  RAILWAY_HUB: '/dictionaries/railway-hubs',
};
const KEY_OF = {
  ADDRESS: 'cityId',
  SEA_PORT: 'seaPortId',
  AIRPORT_HUB: 'airportId',
  RAILWAY_HUB: 'stationId',
} as const;

/** `SEA_PORT:12`: how a place is known in the map of places (as the place picker names its values). */
export const placeKey = (ref: PlaceRef) => `${ref.type}:${ref.id}`;

function placeOf(type: PlaceType, id: number, name: string, code: string | null, countryCode: string): Place {
  return { type, [KEY_OF[type]]: id, name, code, country: { code: countryCode, name: '' }, detail: null };
}

/**
 * The places a page of rows points at (`{ type, id }` attributes), as the place picker and its
 * line show them: one call per type of place, by their ids.
 */
export async function placesByRef(refs: readonly PlaceRef[]): Promise<Map<string, Place>> {
  const places = new Map<string, Place>();
  const types = [...new Set(refs.map((ref) => ref.type))];
  await Promise.all(
    types.map(async (type) => {
      const ids = [...new Set(refs.filter((ref) => ref.type === type).map((ref) => ref.id))];
      const params = {
        page: 0,
        size: 100,
        filters: encodeFilters([{ field: 'id', kind: 'SELECT', values: ids }]),
        ...(type === 'ADDRESS' ? { type: 'CITY' } : {}),
      };
      if (type === 'ADDRESS') {
        const body = await http.get(LIST_OF[type], { params, schema: citiesSchema });
        for (const city of body.data.items)
          places.set(placeKey({ type, id: city.id }), placeOf(type, city.id, city.name, null, city.countryCode));
      } else {
        const body = await http.get(LIST_OF[type], { params, schema: hubsSchema });
        for (const hub of body.data.items)
          places.set(placeKey({ type, id: hub.id }), placeOf(type, hub.id, hub.name, hub.code, hub.countryCode));
      }
    }),
  );
  return places;
}

export function usePlacesByRef(refs: readonly PlaceRef[]) {
  const keys = [...new Set(refs.map(placeKey))].sort();
  return useQuery({
    queryKey: dictionariesKeys.placeNames(keys.join(',')),
    queryFn: () => placesByRef(refs),
    enabled: keys.length > 0,
    staleTime: 60_000,
  });
}
