import type { Organization, OrganizationType } from '@cargo/domain';
import { Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useOrganization } from './api/get-organization';
import { useOrganizations } from './api/list-organizations';

const SEARCH_PAGE_SIZE = 20;

export interface OrganizationSelectProps {
  value?: number | null;
  /** null when cleared; the chosen organization comes along when it is known. */
  onChange?: (value: number | null, organization?: Organization) => void;
  placeholder?: string;
  /** An organization that may not be chosen (itself, as its own parent). */
  excludeId?: number;
  type?: OrganizationType;
  disabled?: boolean;
  allowClear?: boolean;
  className?: string;
  id?: string;
  'aria-label'?: string;
}

/**
 * An organization picked by typing part of its name: asks GET /organizations?name= after a
 * pause, 20 at a time. The chosen one is named even when it is not among the matches.
 */
export function OrganizationSelect({
  value,
  onChange,
  placeholder,
  excludeId,
  type,
  disabled,
  allowClear = true,
  className,
  id,
  'aria-label': ariaLabel,
}: OrganizationSelectProps) {
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), 300);
  const [open, setOpen] = useState(false);
  const matches = useOrganizations(
    { name: name || undefined, type, size: SEARCH_PAGE_SIZE, sort: 'name,asc' },
    { enabled: open && !disabled },
  );
  const selected = useOrganization(value);

  const organizations = useMemo(() => {
    const byId = new Map<number, Organization>();
    if (selected.data) byId.set(selected.data.id, selected.data);
    for (const organization of matches.data?.items ?? []) byId.set(organization.id, organization);
    if (excludeId !== undefined) byId.delete(excludeId);
    return byId;
  }, [matches.data, selected.data, excludeId]);

  const options = [...organizations.values()].map((organization) => ({
    value: organization.id,
    label: organization.name,
  }));
  // One the caller may not read (a partner's parent): named by its number rather than left blank.
  if (typeof value === 'number' && !organizations.has(value) && value !== excludeId)
    options.unshift({ value, label: `#${value}` });

  return (
    <Select<number>
      id={id}
      aria-label={ariaLabel}
      className={className}
      value={value ?? undefined}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      options={options}
      loading={matches.isFetching}
      onOpenChange={setOpen}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      notFoundContent={matches.isFetching ? <Spin size="small" /> : undefined}
      onChange={(next) => {
        setSearch('');
        onChange?.(next ?? null, next === undefined ? undefined : organizations.get(next));
      }}
    />
  );
}
