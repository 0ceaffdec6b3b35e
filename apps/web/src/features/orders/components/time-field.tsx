import { TimePicker } from 'antd';
import dayjs from 'dayjs';

const TIME = 'HH:mm';

interface TimeFieldProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  'aria-label'?: string;
}

/** An hour of the day, HH:mm, in steps of a quarter. */
export function TimeField({ id, value, onChange, ...rest }: TimeFieldProps) {
  return (
    <TimePicker
      id={id}
      aria-label={rest['aria-label']}
      className="orders-time"
      format={TIME}
      minuteStep={15}
      needConfirm={false}
      value={value ? dayjs(value, TIME) : null}
      onChange={(time) => onChange?.(time ? time.format(TIME) : null)}
    />
  );
}
