import { useT } from '../i18n';
import { CountryFlag } from './country-flag';
import type { PickerPlace } from './place-keys';
import { placeTypeLabelKey, placeWhere } from './place-line';
import { PlaceTypeIcon } from './place-type-icon';

/**
 * One search result: the type's icon, the country's flag, the name and its code on the first
 * line; the type in words and where it lies (the city a hub serves, the region) on the second.
 */
export function PlaceOption({ place }: { place: PickerPlace }) {
  const t = useT();
  return (
    <div className="place-option">
      <span className={`place-option-icon place-option-icon-${place.type.toLowerCase()}`}>
        <PlaceTypeIcon type={place.type} />
      </span>
      <span className="place-option-text">
        <span className="place-option-title">
          <CountryFlag code={place.country.code} className="place-option-flag" />
          <span className="place-option-name">{place.name}</span>
          {place.code ? <span className="place-option-code">{place.code}</span> : null}
        </span>
        <span className="place-option-detail">
          {t(placeTypeLabelKey(place.type))}
          {' · '}
          {placeWhere(place)}
        </span>
      </span>
    </div>
  );
}
