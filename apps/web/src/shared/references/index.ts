export { cargoEntriesQuery, listCargoEntries, type CargoDictionary } from './api/cargo-entries';
export {
  currencyDigitsQuery,
  DEFAULT_MINOR_UNITS,
  useCurrencyDigits,
  type CurrencyDigits,
} from './api/currency-digits';
export {
  referenceNames,
  referencePath,
  searchReferences,
  useReferenceNames,
  useReferenceOptions,
  type ReferenceOption,
} from './api/reference-names';
export { containerTypeOf, containerTypesQuery, useContainerTypes, type ContainerType } from './container-types';
export { CountrySelect } from './country-select';
export { referenceKeys } from './keys';
export { ReferenceSelect } from './reference-select';
export { useCountryOptions, type CountryOption } from './use-country-options';
