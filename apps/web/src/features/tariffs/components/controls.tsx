import type { TariffPoint, TariffPointType } from '@cargo/domain';
import { InputNumber } from 'antd';
import { useState } from 'react';
import { PlacePicker, type PickerPlace, type PickerPlaceType } from '../../../shared/places';
import { pickerTypes, placeOfPoint, pointOfPlace } from '../lib/points';

/**
 * The form controls of the tariff form that turn what antd's controls hold into the form's
 * values (a day is shared/ui/date-fields.tsx's DayField): an amount in major units with the currency's decimals, an end as
 * the API's point.
 */

interface ControlProps<T> {
  id?: string;
  value?: T | null;
  onChange?: (value: T | null) => void;
  disabled?: boolean;
}

/** An amount in major units of the currency (or a percentage), entered with its decimals. */
export function MoneyInput({
  id,
  value,
  onChange,
  disabled,
  digits,
  suffix,
  'aria-label': ariaLabel,
}: ControlProps<number> & { digits: number; suffix?: string; 'aria-label'?: string }) {
  return (
    <InputNumber<number>
      id={id}
      aria-label={ariaLabel}
      className="tariff-control tariff-money"
      min={0}
      precision={digits}
      decimalSeparator="."
      suffix={suffix}
      value={value ?? null}
      disabled={disabled}
      onChange={(next) => onChange?.(next ?? null)}
    />
  );
}

/** A whole number of days, 0 to 365. */
export function DaysInput({ id, value, onChange, disabled }: ControlProps<number>) {
  return (
    <InputNumber<number>
      id={id}
      className="tariff-control"
      min={0}
      max={365}
      precision={0}
      value={value ?? null}
      disabled={disabled}
      onChange={(next) => onChange?.(next ?? null)}
    />
  );
}

/**
 * One end of a tariff, found with the place picker among the point types the kind allows there
 * (a sea port; a city or a hub…). The place just picked keeps its full line (city, country).
 */
export function PointField({
  id,
  value,
  onChange,
  disabled,
  types,
  placeholder,
  'aria-label': ariaLabel,
}: ControlProps<TariffPoint> & { types: readonly TariffPointType[]; placeholder?: string; 'aria-label'?: string }) {
  const [picked, setPicked] = useState<PickerPlace | null>(null);
  const pickedPoint = picked ? pointOfPlace(picked) : undefined;
  const same = pickedPoint && value && pickedPoint.type === value.type && pickedPoint.id === value.id;
  const shown = same ? picked : value ? placeOfPoint(value) : null;
  return (
    <PlacePicker<PickerPlaceType>
      id={id}
      types={pickerTypes(types)}
      value={shown}
      placeholder={placeholder}
      aria-label={ariaLabel}
      disabled={disabled}
      onChange={(place) => {
        setPicked(place);
        onChange?.(place ? (pointOfPlace(place) ?? null) : null);
      }}
    />
  );
}
