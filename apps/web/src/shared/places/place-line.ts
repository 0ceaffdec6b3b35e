import type { MessageKey, Place } from '@cargo/domain';
import { flagEmoji } from './flag-emoji';
import { flagsSupported } from './flag-support';
import type { PickerPlaceType } from './place-keys';

/** The catalogue key of a place type's name: City, Sea port, Airport, Railway station, Hub or terminal. */
export const placeTypeLabelKey = (type: PickerPlaceType) => `placePicker.type.${type}` as const satisfies MessageKey;

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Where the place lies, after its name: the city a hub serves or a city's region, then the
 * country. The city is left out when it is the place's own name (the port of Shanghai in Shanghai).
 */
export function placeWhere(place: Pick<Place, 'name' | 'detail' | 'country'>): string {
  const parts = [place.detail, place.country.name || place.country.code].filter((part): part is string =>
    Boolean(part && part.trim()),
  );
  return parts.filter((part, index) => index > 0 || !same(part, place.name)).join(', ');
}

/**
 * A place on one line, as the picker shows the chosen one: the flag, the name, the code in
 * brackets, then where it lies — "🇨🇳 Shanghai (CNSHA), China". The flag by default only where
 * the system draws flags (see `flagsSupported`).
 */
export function placeLine(
  place: Pick<Place, 'name' | 'code' | 'detail' | 'country'>,
  withFlag: boolean = flagsSupported(),
): string {
  const flag = withFlag ? flagEmoji(place.country.code) : '';
  const code = place.code ? ` (${place.code})` : '';
  const where = placeWhere(place);
  return `${flag ? `${flag} ` : ''}${place.name}${code}${where ? `, ${where}` : ''}`;
}
