import { useMemo } from 'react';
import { useI18n } from '../i18n';
import { COUNTRY_CODES, countryName } from '../lib/country-codes';
import { useCountries } from '../places';

export interface CountryOption {
  value: string;
  label: string;
  name: string;
}

/** Country names of the API in the interface language; the browser's names until they arrive. */
export function useCountryOptions(): CountryOption[] {
  const { language } = useI18n();
  const countries = useCountries();
  return useMemo(() => {
    const list = countries.data?.length
      ? countries.data
          .map((country) => ({ code: country.code ?? country.countryCode, name: country.name }))
          .sort((a, b) => a.name.localeCompare(b.name))
      : COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) }));
    return list.map((country) => ({
      value: country.code,
      label: `${country.name} (${country.code})`,
      name: country.name,
    }));
  }, [countries.data, language]);
}
