import type { TariffPoint, TariffPointType } from '@cargo/domain';
import type { PickerPlace, PickerPlaceType } from '../../../shared/places';
import { pickerPlaceId } from '../../../shared/places/place-keys';

/**
 * A tariff's ends as the place picker finds them: its four calculation places (a tariff's CITY
 * is the picker's ADDRESS) and the transport hubs. The form keeps an end as the API answers it
 * (`TariffPoint`: type, id, code, name, country), so an edited tariff's ends show without a lookup.
 */
const PICKER_TYPE: Readonly<Record<TariffPointType, PickerPlaceType>> = {
  SEA_PORT: 'SEA_PORT',
  AIRPORT_HUB: 'AIRPORT_HUB',
  RAILWAY_HUB: 'RAILWAY_HUB',
  TRANSPORT_HUB: 'TRANSPORT_HUB',
  CITY: 'ADDRESS',
};

const POINT_TYPE: Readonly<Record<PickerPlaceType, TariffPointType>> = {
  SEA_PORT: 'SEA_PORT',
  AIRPORT_HUB: 'AIRPORT_HUB',
  RAILWAY_HUB: 'RAILWAY_HUB',
  TRANSPORT_HUB: 'TRANSPORT_HUB',
  ADDRESS: 'CITY',
};

/** The picker's types for the point types a kind's end allows. */
export const pickerTypes = (types: readonly TariffPointType[]): PickerPlaceType[] =>
  types.map((type) => PICKER_TYPE[type]);

/** A picked place as a tariff's end; undefined when the answer lacks its id. */
export function pointOfPlace(place: PickerPlace): TariffPoint | undefined {
  const id = pickerPlaceId(place);
  if (id === undefined) return undefined;
  return { type: POINT_TYPE[place.type], id, code: place.code, name: place.name, countryCode: place.country.code };
}

/** A tariff's end as the picker shows the chosen place. */
export function placeOfPoint(point: TariffPoint): PickerPlace {
  const common = {
    name: point.name,
    code: point.code,
    country: { code: point.countryCode ?? '', name: '' },
    detail: null,
  };
  switch (point.type) {
    case 'TRANSPORT_HUB':
      return { ...common, type: 'TRANSPORT_HUB', transportHubId: point.id };
    case 'CITY':
      return { ...common, type: 'ADDRESS', cityId: point.id };
    case 'SEA_PORT':
      return { ...common, type: 'SEA_PORT', seaPortId: point.id };
    case 'AIRPORT_HUB':
      return { ...common, type: 'AIRPORT_HUB', airportId: point.id };
    case 'RAILWAY_HUB':
      return { ...common, type: 'RAILWAY_HUB', stationId: point.id };
  }
}

/** An end on one line of the table: "Shanghai (CNSHA)". */
export const pointLine = (point: Pick<TariffPoint, 'name' | 'code'>): string =>
  point.code ? `${point.name} (${point.code})` : point.name;
