import type { Language } from '@cargo/domain';
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useI18n } from '../i18n';

/**
 * Ant Design's date and time pickers, holding what the forms and the API hold: a day as
 * YYYY-MM-DD, an hour as HH:mm. The one place their dayjs values are made and read (lint refuses
 * dayjs elsewhere); days are reckoned with in shared/lib/days.ts and shown as the interface
 * language writes them (shared/lib/format-date.ts, D144).
 */

const DAY = 'YYYY-MM-DD';
const TIME = 'HH:mm';

/**
 * What a picker shows, first, and what else it reads when a day is typed: the language's own
 * form (as format-date.ts writes it: dayjs's month names are English, its default), then the
 * digits a user of any language may type, DD.MM.YYYY and YYYY-MM-DD.
 */
const SHOWN_DAYS: Record<Language, string[]> = {
  ru: ['DD.MM.YYYY', 'D.M.YYYY', DAY],
  en: ['D MMM YYYY', 'DD.MM.YYYY', 'D.M.YYYY', DAY],
  zh: ['YYYY年M月D日', DAY, 'YYYY/M/D', 'DD.MM.YYYY'],
};

function useShownDays(): string[] {
  return SHOWN_DAYS[useI18n().language];
}

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

/** A calendar day, shown as the language writes it, kept YYYY-MM-DD. */
export function DayField({ value, onChange, min, max, allowClear = true, ...rest }: DayFieldProps) {
  const shown = useShownDays();
  return (
    <DatePicker
      {...rest}
      format={shown}
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

/** A range of days, either end open, shown as the language writes them, kept YYYY-MM-DD. */
export function DayRangeField({ value, onChange, ...rest }: FieldProps<DayRange>) {
  const shown = useShownDays();
  return (
    <DatePicker.RangePicker
      {...rest}
      format={shown}
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
