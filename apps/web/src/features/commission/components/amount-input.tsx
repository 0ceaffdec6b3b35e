import { InputNumber } from 'antd';

export interface AmountInputProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  /** Decimals: the currency's minor units, or two for a percentage. */
  digits: number;
  /** The currency's code or "%". */
  suffix?: string;
  max?: number;
  placeholder?: string;
  'aria-label'?: string;
}

/** An amount in major units of the currency (or a percentage), typed with its decimals; never negative. */
export function AmountInput({ value, onChange, digits, ...rest }: AmountInputProps) {
  return (
    <InputNumber<number>
      {...rest}
      className="commission-control"
      min={0}
      precision={digits}
      decimalSeparator="."
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
    />
  );
}
