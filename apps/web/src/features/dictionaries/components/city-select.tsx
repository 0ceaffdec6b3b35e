import { Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { useCities } from '../api/search-cities';

export interface CitySelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** Only cities of this country (the hub's). */
  countryCode?: string | null;
  /** The chosen city's name, known from the row being edited. */
  initialLabel?: string;
  disabled?: boolean;
}

/** The city a hub serves, found by typing its name. */
export function CitySelect({ id, value, onChange, countryCode, initialLabel, disabled }: CitySelectProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 300);
  const cities = useCities(countryCode ?? null, settled);
  const options = useMemo(() => {
    const list = [...(cities.data ?? [])];
    if (value && !list.some((option) => option.value === value))
      list.unshift({ value, label: initialLabel ?? String(value) });
    return list;
  }, [cities.data, value, initialLabel]);
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => {
        setSearch('');
        onChange?.(next ?? null);
      }}
      options={options as { value: number; label: string }[]}
      placeholder={t('dictionaries.form.cityPlaceholder')}
      allowClear
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      loading={cities.isFetching}
      notFoundContent={cities.isFetching ? <Spin size="small" /> : undefined}
    />
  );
}
