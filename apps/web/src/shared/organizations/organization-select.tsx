import type { Organization, OrganizationType } from '@cargo/domain';
import { Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useOrganizationsById } from './api/get-organization';
import { useOrganizations } from './api/list-organizations';

const SEARCH_PAGE_SIZE = 20;

interface OrganizationSelectBase {
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

export type OrganizationSelectProps = OrganizationSelectBase &
  (
    | {
        multiple?: false;
        value?: number | null;
        /** null when cleared; the chosen organization comes along when it is known. */
        onChange?: (value: number | null, organization?: Organization) => void;
      }
    | { multiple: true; value?: number[] | null; onChange?: (value: number[]) => void }
  );

/**
 * One organization or several, picked by typing part of the name: asks GET /organizations?name=
 * after a pause, 20 at a time. The chosen ones are named even when they are not among the matches.
 */
export function OrganizationSelect(props: OrganizationSelectProps) {
  const { excludeId, type, disabled } = props;
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), 300);
  const [open, setOpen] = useState(false);
  const matches = useOrganizations(
    { name: name || undefined, type, size: SEARCH_PAGE_SIZE, sort: 'name,asc' },
    { enabled: open && !disabled },
  );
  const chosen = useMemo(
    () =>
      props.value === null || props.value === undefined ? [] : Array.isArray(props.value) ? props.value : [props.value],
    [props.value],
  );
  const selected = useOrganizationsById(chosen);

  const organizations = useMemo(() => {
    const byId = new Map<number, Organization>(selected);
    for (const organization of matches.data?.items ?? []) byId.set(organization.id, organization);
    if (excludeId !== undefined) byId.delete(excludeId);
    return byId;
  }, [matches.data, selected, excludeId]);

  const options = [...organizations.values()].map((organization) => ({
    value: organization.id,
    label: organization.name,
  }));
  // One the caller may not read (a partner's parent): named by its number rather than left blank.
  for (const id of chosen)
    if (!organizations.has(id) && id !== excludeId) options.unshift({ value: id, label: `#${id}` });

  const common = {
    id: props.id,
    'aria-label': props['aria-label'],
    className: props.className,
    placeholder: props.placeholder,
    disabled,
    allowClear: props.allowClear ?? true,
    options,
    loading: matches.isFetching,
    onOpenChange: setOpen,
    showSearch: { filterOption: false, onSearch: setSearch, searchValue: search },
    notFoundContent: matches.isFetching ? <Spin size="small" /> : undefined,
  } as const;

  if (props.multiple)
    return (
      <Select<number[]>
        {...common}
        mode="multiple"
        maxTagCount="responsive"
        value={props.value ?? []}
        onChange={(next) => {
          setSearch('');
          props.onChange?.(next);
        }}
      />
    );
  return (
    <Select<number>
      {...common}
      value={props.value ?? undefined}
      onChange={(next) => {
        setSearch('');
        props.onChange?.(next ?? null, next === undefined ? undefined : organizations.get(next));
      }}
    />
  );
}
