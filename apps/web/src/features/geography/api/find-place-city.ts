import { PLACE_KEYS, type Place, type PlaceType } from '@cargo/domain';
import { getHub } from './get-hub';
import { listGeoObjects } from './list-geo-objects';

const HUB_KIND_OF_PLACE = {
  SEA_PORT: 'sea-port-hubs',
  AIRPORT_HUB: 'airport-hubs',
  RAILWAY_HUB: 'railway-hubs',
} as const satisfies Record<Exclude<PlaceType, 'ADDRESS'>, string>;

/** By the name of the city a hub serves (the place's detail), in the hub's country: the most populous namesake. */
async function cityByName(place: Place): Promise<number | undefined> {
  if (!place.detail) return undefined;
  const { items } = await listGeoObjects({
    type: 'CITY',
    countryCode: place.country.code,
    search: place.detail,
    page: 0,
    size: 10,
    sort: 'population,desc',
  });
  const exact = items.find((city) => city.name.toLocaleLowerCase() === place.detail?.toLocaleLowerCase());
  return (exact ?? items[0])?.id;
}

/**
 * The city of the geography tree a found place is or serves: a city is itself; a port, airport
 * or station is asked for its city, else (no city linked) the city is found by name.
 */
export async function findPlaceCity(place: Place): Promise<number | undefined> {
  if (place.type === 'ADDRESS') return place.cityId;
  const id = place[PLACE_KEYS[place.type]];
  if (id !== undefined) {
    const hub = await getHub(HUB_KIND_OF_PLACE[place.type], id);
    if (hub.city) return hub.city.id;
  }
  return cityByName(place);
}
