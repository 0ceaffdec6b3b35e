import { PLACE_KEYS, type Place, type PlaceType } from '@cargo/domain';

/** The field that names a place of this type in a calculation (Product specification, shell §3): cityId, seaPortId… */
export type PlaceKey = (typeof PLACE_KEYS)[PlaceType];

/** A place as a calculation's from/to sends it: its type and its id under the type's key. */
export type CalculationPlace = { type: PlaceType } & Partial<Record<PlaceKey, number>>;

/** The id of the city, port, airport or station the place is; undefined if the answer lacks it. */
export function placeId(place: Pick<Place, 'type' | PlaceKey>): number | undefined {
  return place[PLACE_KEYS[place.type]];
}

/**
 * The place under the key of its type (`{ type: 'SEA_PORT', seaPortId: 7 }`), the other keys
 * left out; undefined when the place has no id under its own key.
 */
export function toCalculationPlace(place: Pick<Place, 'type' | PlaceKey>): CalculationPlace | undefined {
  const id = placeId(place);
  if (id === undefined) return undefined;
  return { type: place.type, [PLACE_KEYS[place.type]]: id };
}

/**
 * What the place picker offers: a place a calculation names, or a transport hub (a border
 * crossing, dry port or terminal: the ends of road and rail tariffs), which the geo search does
 * not index and the hubs' list finds instead.
 */
export type PickerPlaceType = PlaceType | 'TRANSPORT_HUB';
export type TransportHubPlace = Omit<Place, 'type' | PlaceKey> & { type: 'TRANSPORT_HUB'; transportHubId: number };
export type PickerPlace = Place | TransportHubPlace;
/** The places of some types: `PlaceOf<PlaceType>` is a calculation's Place. */
export type PlaceOf<T extends PickerPlaceType> = Extract<PickerPlace, { type: T }>;

/** The id of the place the picker offers, under the key of its type. */
export function pickerPlaceId(place: PickerPlace): number | undefined {
  return place.type === 'TRANSPORT_HUB' ? place.transportHubId : placeId(place);
}

/** One string per place, unique across the kinds (a city and a port may share an id): `SEA_PORT:7`. */
export function placeValue(place: PickerPlace): string {
  return `${place.type}:${pickerPlaceId(place) ?? ''}`;
}
