import { Select } from 'antd';
import { useCountryOptions } from './use-country-options';

interface CountrySelectBase {
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  allowClear?: boolean;
}
type CountrySelectProps = CountrySelectBase &
  (
    | { multiple?: false; value?: string | null; onChange?: (value: string | null) => void }
    | { multiple: true; value?: string[] | null; onChange?: (value: string[]) => void }
  );

/** One country or several, found by name or ISO code. */
export function CountrySelect(props: CountrySelectProps) {
  const options = useCountryOptions();
  const common = {
    id: props.id,
    placeholder: props.placeholder,
    disabled: props.disabled,
    className: props.className,
    'aria-label': props['aria-label'],
    allowClear: props.allowClear ?? true,
    options,
    showSearch: { optionFilterProp: 'label' },
    popupMatchSelectWidth: false,
  } as const;
  if (props.multiple)
    return (
      <Select<string[]>
        {...common}
        mode="multiple"
        maxTagCount="responsive"
        value={props.value ?? []}
        onChange={(value) => props.onChange?.(value)}
      />
    );
  return (
    <Select<string>
      {...common}
      value={props.value ?? undefined}
      onChange={(value) => props.onChange?.(value ?? null)}
    />
  );
}
