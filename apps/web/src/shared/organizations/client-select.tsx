import { Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useClientOrganizations } from './api/list-clients';

/** Enough for a partner's whole client list; typing narrows it for operators. */
const PAGE_SIZE = 100;

export interface ClientSelectProps {
  value?: number[] | null;
  onChange?: (value: number[]) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * Client organizations for a private tariff, picked by name from GET /organizations/clients;
 * the chosen ones are asked for by id, so narrowing the search keeps them named.
 */
export function ClientSelect({ value, onChange, disabled, ...aria }: ClientSelectProps) {
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), 300);
  const clients = useClientOrganizations({ name: name || undefined, size: PAGE_SIZE });
  const chosen = value ?? [];
  // The chosen clients by id, so they stay named whatever the search shows.
  const named = useClientOrganizations(
    { ids: [...chosen].sort((x, y) => x - y).join(','), size: PAGE_SIZE },
    { enabled: chosen.length > 0 },
  );
  const options = useMemo(() => {
    const shown = new Map((clients.data?.items ?? []).map((client) => [client.id, client.name]));
    const names = new Map((named.data?.items ?? []).map((client) => [client.id, client.name]));
    for (const id of value ?? []) if (!shown.has(id)) shown.set(id, names.get(id) ?? `#${id}`);
    return [...shown].map(([id, label]) => ({ value: id, label }));
  }, [clients.data, named.data, value]);
  return (
    <Select<number[]>
      {...aria}
      mode="multiple"
      maxTagCount="responsive"
      allowClear
      disabled={disabled}
      options={options}
      loading={clients.isFetching}
      value={value ?? []}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      notFoundContent={clients.isFetching ? <Spin size="small" /> : undefined}
      onChange={(next) => {
        setSearch('');
        onChange?.(next);
      }}
    />
  );
}
