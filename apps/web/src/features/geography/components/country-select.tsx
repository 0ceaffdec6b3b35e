import type { GeoObject } from '@cargo/domain';
import { Select } from 'antd';
import { useT } from '../../../shared/i18n';
import { flagPrefix } from '../../../shared/places';

export interface CountrySelectProps {
  countries: readonly GeoObject[];
  value?: string;
  onChange?: (countryCode: string | undefined) => void;
  id?: string;
  disabled?: boolean;
}

/** A country by its ISO code, found by typing part of its name in any language or its code. */
export function CountrySelect({ countries, value, onChange, id, disabled }: CountrySelectProps) {
  const t = useT();
  const options = countries.map((country) => ({
    value: country.countryCode,
    label: `${flagPrefix(country.countryCode)}${country.name}`,
    search: [country.name, country.names.en, country.names.ru, country.names.zh, country.countryCode, country.iso3]
      .filter(Boolean)
      .join(' ')
      .toLocaleLowerCase(),
  }));
  return (
    <Select
      id={id}
      value={value}
      disabled={disabled}
      placeholder={t('admin.geography.searchCountry')}
      options={options}
      showSearch={{
        filterOption: (input, option) => Boolean(option?.search.includes(input.trim().toLocaleLowerCase())),
      }}
      onChange={(next?: string) => onChange?.(next)}
    />
  );
}
