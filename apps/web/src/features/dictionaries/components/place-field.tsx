import type { Place, PlaceRef } from '@cargo/domain';
import { useState } from 'react';
import { PlacePicker } from '../../../shared/places';
import { placeKey, usePlacesByRef } from '../api/place-names';

export interface PlaceFieldProps {
  id?: string;
  value?: PlaceRef | null;
  onChange?: (value: PlaceRef | null) => void;
  disabled?: boolean;
}

const KEY_OF = {
  ADDRESS: 'cityId',
  SEA_PORT: 'seaPortId',
  AIRPORT_HUB: 'airportId',
  RAILWAY_HUB: 'stationId',
} as const;

/** A `{ type, id }` attribute picked with the place picker (a city, sea port, airport or station). */
export function PlaceField({ id, value, onChange, disabled }: PlaceFieldProps) {
  const [picked, setPicked] = useState<Place | null>(null);
  const known = usePlacesByRef(value && !picked ? [value] : []);
  const shown = picked ?? (value ? (known.data?.get(placeKey(value)) ?? null) : null);
  return (
    <PlacePicker
      id={id}
      value={shown}
      disabled={disabled}
      onChange={(place) => {
        setPicked(place);
        const placeId = place ? place[KEY_OF[place.type]] : undefined;
        onChange?.(place && placeId !== undefined ? { type: place.type, id: placeId } : null);
      }}
    />
  );
}
