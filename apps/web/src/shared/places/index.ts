export {
  placeSearchQueryOptions,
  placesKeys,
  searchPlaces,
  usePlaceSearch,
  type PlaceSearchParams,
} from './api/search-places';
export { countriesKey, countriesQueryOptions, listCountries, useCountries } from './api/list-countries';
export { CountryFlag, flagPrefix } from './country-flag';
export { flagEmoji } from './flag-emoji';
export { flagsSupported } from './flag-support';
export { placeLine, placeTypeLabelKey, placeWhere } from './place-line';
export { placeId, placeValue, toCalculationPlace, type CalculationPlace, type PlaceKey } from './place-keys';
export { PLACE_SEARCH_DEBOUNCE_MS, PlacePicker, type PlacePickerProps } from './place-picker';
export { PlaceTypeIcon, CityIcon } from './place-type-icon';
