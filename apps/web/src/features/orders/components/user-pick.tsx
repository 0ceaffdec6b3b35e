import type { User } from '@cargo/domain';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { useUserSearch } from '../api/search-users';

export interface UserPickProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The users of one organization: an order's client, or the marketplace's operators. */
  organizationId?: number;
  /** The chosen user's name while the search has not found them. */
  currentName?: string;
  allowClear?: boolean;
  /** How a found user is named; by default "Last First · e-mail". */
  labelOf?: (user: User) => string;
  /** Which found users may be chosen (an order's owner is not an operator). */
  filter?: (user: User) => boolean;
  placeholder?: string;
}

const defaultLabel = (user: User) => `${[user.lastName, user.firstName].filter(Boolean).join(' ')} · ${user.email}`;

/** A user found by typing part of their name or e-mail, 20 at a time. */
export function UserPick({
  id,
  value,
  onChange,
  organizationId,
  currentName,
  allowClear,
  labelOf = defaultLabel,
  filter,
  placeholder,
}: UserPickProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  // The chosen user keeps their name when a later search no longer finds them.
  const [picked, setPicked] = useState<{ value: number; label: string } | null>(null);
  const settled = useDebouncedValue(search.trim(), 300);
  const users = useUserSearch({ search: settled, organizationId }, true);
  const options = (users.data ?? [])
    .filter((user) => !filter || filter(user))
    .map((user) => ({ value: user.id, label: labelOf(user) }));
  if (value && !options.some((option) => option.value === value)) {
    if (picked?.value === value) options.unshift(picked);
    else if (currentName) options.unshift({ value, label: currentName });
  }
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => {
        const option = options.find((item) => item.value === next);
        setPicked(option ?? null);
        onChange?.(next ?? null);
      }}
      allowClear={allowClear}
      placeholder={placeholder ?? t('orderScreens.manage.searchUser')}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      loading={users.isFetching}
      notFoundContent={users.isFetching ? <Spin size="small" /> : undefined}
      popupMatchSelectWidth={false}
    />
  );
}
