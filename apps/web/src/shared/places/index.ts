export {
  placeSearchQueryOptions,
  placesKeys,
  searchPlaces,
  usePlaceSearch,
  type PlaceSearchParams,
} from './api/search-places';
export { countriesKey, countriesQueryOptions, listCountries, useCountries } from './api/list-countries';
export { searchTransportHubs, useTransportHubSearch } from './api/search-transport-hubs';
export { CountryFlag, flagPrefix } from './country-flag';
export { flagEmoji } from './flag-emoji';
export { flagsSupported } from './flag-support';
export { placeLine, placeTypeLabelKey, placeWhere } from './place-line';
export {
  pickerPlaceId,
  placeId,
  placeValue,
  toCalculationPlace,
  type CalculationPlace,
  type PickerPlace,
  type PickerPlaceType,
  type PlaceKey,
  type PlaceOf,
  type TransportHubPlace,
} from './place-keys';
export { PlaceCombobox, type PlaceComboboxProps } from './place-combobox';
export { PlacePicker, type PlacePickerProps } from './place-picker';
export { PLACE_SEARCH_DEBOUNCE_MS } from './place-search-timing';
export { PlaceTypeIcon } from './place-type-icon';
