import type { Place } from '@cargo/domain';
import { PlacePicker, useCountries } from '../../../shared/places';

export interface PlaceFieldProps {
  id?: string;
  value?: Place | null;
  onChange?: (place: Place | null) => void;
  /** The form checks the field once it is left (wizard-form.tsx). */
  onBlur?: () => void;
  placeholder?: string;
  'aria-label'?: string;
}

/**
 * One end of the route: a city, sea port, airport or railway station found by typing. A place
 * restored from the address or a calculation knows its country's code only; its name is added
 * from the countries' list, so it reads as a picked one does ("Shanghai, China").
 */
export function PlaceField({ id, value, onChange, onBlur, placeholder, 'aria-label': ariaLabel }: PlaceFieldProps) {
  const countries = useCountries();
  const countryName = (code: string) => countries.data?.find((country) => country.countryCode === code)?.name ?? '';
  const shown =
    value && !value.country.name
      ? { ...value, country: { ...value.country, name: countryName(value.country.code) } }
      : value;
  return (
    <PlacePicker
      id={id}
      value={shown ?? null}
      onChange={(place) => onChange?.(place)}
      onBlur={onBlur}
      placeholder={placeholder}
      aria-label={ariaLabel}
    />
  );
}
