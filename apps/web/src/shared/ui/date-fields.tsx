import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * Ant Design's date and time pickers, holding what the forms and the API hold: a day as
 * YYYY-MM-DD, an hour as HH:mm. The one place their dayjs values are made and read (lint refuses
 * dayjs elsewhere); days are reckoned with in shared/lib/days.ts and shown DD.MM.YYYY.
 */

const DAY = 'YYYY-MM-DD';
const SHOWN_DAY = 'DD.MM.YYYY';
const TIME = 'HH:mm';

const pickedDay = (value: string | null | undefined): Dayjs | null => (value ? dayjs(value, DAY) : null);
const dayOf = (picked: Dayjs | null | undefined): string | null => (picked ? picked.format(DAY) : null);

interface FieldProps<T> {
  id?: string;
  value?: T | null;
  onChange?: (value: T | null) => void;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}

export interface DayFieldProps extends FieldProps<string> {
  /** Days before it cannot be picked. */
  min?: string;
  /** Days after it cannot be picked. */
  max?: string;
  allowClear?: boolean;
}

/** A calendar day, shown DD.MM.YYYY, kept YYYY-MM-DD. */
export function DayField({ value, onChange, min, max, allowClear = true, ...rest }: DayFieldProps) {
  return (
    <DatePicker
      {...rest}
      format={SHOWN_DAY}
      allowClear={allowClear}
      value={pickedDay(value)}
      disabledDate={(picked) => {
        const day = picked.format(DAY);
        return (min !== undefined && day < min) || (max !== undefined && day > max);
      }}
      onChange={(picked) => onChange?.(dayOf(picked))}
    />
  );
}

export interface DayRange {
  from: string | null;
  to: string | null;
}

/** A range of days, either end open, shown DD.MM.YYYY, kept YYYY-MM-DD. */
export function DayRangeField({ value, onChange, ...rest }: FieldProps<DayRange>) {
  return (
    <DatePicker.RangePicker
      {...rest}
      format={SHOWN_DAY}
      allowEmpty={[true, true]}
      value={[pickedDay(value?.from), pickedDay(value?.to)]}
      onChange={(picked) => onChange?.({ from: dayOf(picked?.[0]), to: dayOf(picked?.[1]) })}
    />
  );
}

/** An hour of the day, HH:mm, in steps of a quarter. */
export function TimeField({ value, onChange, ...rest }: FieldProps<string>) {
  return (
    <TimePicker
      {...rest}
      format={TIME}
      minuteStep={15}
      needConfirm={false}
      value={value ? dayjs(value, TIME) : null}
      onChange={(picked) => onChange?.(picked ? picked.format(TIME) : null)}
    />
  );
}
