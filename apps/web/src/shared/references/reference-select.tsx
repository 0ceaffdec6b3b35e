import type { ReferenceTarget } from '@cargo/domain';
import { Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../i18n';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useReferenceNames, useReferenceOptions } from './api/reference-names';

type Key = number | string;

interface ReferenceSelectBase {
  target: ReferenceTarget;
  /** Operators pick among every entry; partners among the public ones and their own. */
  operator: boolean;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  allowClear?: boolean;
}
type ReferenceSelectProps = ReferenceSelectBase &
  (
    | { multiple?: false; value?: Key | null; onChange?: (value: Key | null) => void }
    | { multiple: true; value?: Key[] | null; onChange?: (value: Key[]) => void }
  );

/**
 * An entry of another dictionary, found by typing part of its code or name (20 at a time); the
 * chosen ones keep their names when they are not among the matches.
 */
export function ReferenceSelect(props: ReferenceSelectProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 300);
  const [open, setOpen] = useState(false);
  const found = useReferenceOptions(props.target, props.operator, settled, open || settled.length > 0);
  const chosen = useMemo<Key[]>(
    () =>
      props.value === null || props.value === undefined ? [] : Array.isArray(props.value) ? props.value : [props.value],
    [props.value],
  );
  const numericIds = chosen.filter((key): key is number => typeof key === 'number');
  const names = useReferenceNames(props.target, props.operator, numericIds);

  const options = useMemo(() => {
    const byValue = new Map<Key, { value: Key; label: string }>();
    for (const option of found.data ?? []) byValue.set(option.value, option);
    for (const key of chosen)
      if (!byValue.has(key)) byValue.set(key, { value: key, label: names.data?.get(Number(key)) ?? String(key) });
    return [...byValue.values()];
  }, [found.data, names.data, chosen]);

  const common = {
    id: props.id,
    placeholder: props.placeholder ?? t('dictionaries.form.searchPlaceholder'),
    disabled: props.disabled,
    className: props.className,
    'aria-label': props['aria-label'],
    allowClear: props.allowClear ?? true,
    options,
    showSearch: { filterOption: false, onSearch: setSearch, searchValue: search },
    loading: found.isFetching,
    notFoundContent: found.isFetching ? <Spin size="small" /> : undefined,
    onOpenChange: setOpen,
    popupMatchSelectWidth: false,
  } as const;
  if (props.multiple)
    return (
      <Select<Key[]>
        {...common}
        mode="multiple"
        maxTagCount="responsive"
        value={props.value ?? []}
        onChange={(value) => {
          setSearch('');
          props.onChange?.(value);
        }}
      />
    );
  return (
    <Select<Key>
      {...common}
      value={props.value ?? undefined}
      onChange={(value) => {
        setSearch('');
        props.onChange?.(value ?? null);
      }}
    />
  );
}
