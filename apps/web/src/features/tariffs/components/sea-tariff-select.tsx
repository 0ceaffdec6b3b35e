import { Form, Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { useSession } from '../../../shared/session';
import { useSeaTariff, useSeaTariffOptions } from '../api/sea-tariff-options';
import { seaTariffLabel, seaTariffParts } from '../lib/sea-tariff-label';

export interface SeaTariffSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * The sea tariff a surcharge value applies to, found by its ports among the owner's sea tariffs
 * (the form's owner, or the user's organization): the API accepts only the owner's own.
 */
export function SeaTariffSelect({ value, onChange, disabled, ...aria }: SeaTariffSelectProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const chosenOwner = Form.useWatch('organizationId', form) as number | null | undefined;
  const session = useSession();
  const ownerId = chosenOwner ?? session.user?.organization.id;
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search.trim(), 300);
  const found = useSeaTariffOptions(ownerId, text);
  const chosen = useSeaTariff(value);
  const options = useMemo(() => {
    const tariffs = new Map((found.data ?? []).map((tariff) => [tariff.id, tariff]));
    if (chosen.data && !tariffs.has(chosen.data.id)) tariffs.set(chosen.data.id, chosen.data);
    const listed = [...tariffs.values()].map((tariff) => ({
      value: tariff.id,
      label: seaTariffLabel(tariff),
      ...seaTariffParts(tariff),
    }));
    if (typeof value === 'number' && !tariffs.has(value))
      listed.push({ value, label: `#${value}`, lane: `#${value}`, terms: '' });
    return listed;
  }, [found.data, chosen.data, value]);
  return (
    <Select<number>
      {...aria}
      className="tariff-control"
      allowClear
      disabled={disabled}
      options={options}
      loading={found.isFetching}
      value={value ?? undefined}
      placeholder={t('tariffScreens.form.seaTariffPlaceholder')}
      // Two lines an option, as wide as the field: a phone has no room for a wider list.
      optionRender={({ data }) => (
        <div className="sea-tariff-option">
          <div>{data.lane}</div>
          <div className="sea-tariff-option-terms">{data.terms}</div>
        </div>
      )}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      notFoundContent={found.isFetching ? <Spin size="small" /> : t('tariffScreens.form.seaTariffNone')}
      onChange={(next) => {
        setSearch('');
        onChange?.(next ?? null);
      }}
    />
  );
}
