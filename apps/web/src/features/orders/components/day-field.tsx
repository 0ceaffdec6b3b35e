import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const DAY = 'YYYY-MM-DD';

export interface DayFieldProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Days before it cannot be picked. */
  min?: string;
  /** Days after it cannot be picked. */
  max?: string;
  allowClear?: boolean;
  'aria-label'?: string;
  className?: string;
}

/** A calendar day, shown DD.MM.YYYY, kept YYYY-MM-DD. */
export function DayField({ id, value, onChange, min, max, allowClear = true, className, ...rest }: DayFieldProps) {
  return (
    <DatePicker
      id={id}
      aria-label={rest['aria-label']}
      className={className ?? 'orders-date'}
      format="DD.MM.YYYY"
      allowClear={allowClear}
      value={value ? dayjs(value, DAY) : null}
      disabledDate={(day) => {
        const text = day.format(DAY);
        return (min !== undefined && text < min) || (max !== undefined && text > max);
      }}
      onChange={(day) => onChange?.(day ? day.format(DAY) : null)}
    />
  );
}
