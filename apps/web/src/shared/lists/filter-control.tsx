import { CloseOutlined } from '@ant-design/icons';
import type { MessageKey } from '@cargo/domain';
import { Button, Select } from 'antd';
import { useT, type Label } from '../i18n';
import { withMode, type FilterDraft, type FilterMode, type FilterSpec } from './filter-model';
import { FilterValue } from './filter-value';

export interface FilterControlProps {
  spec: FilterSpec;
  draft: FilterDraft;
  operator: boolean;
  enumLabel: (enumName: string, value: string) => Label;
  onChange: (draft: FilterDraft) => void;
  onRemove: () => void;
}

const modeLabel = (mode: FilterMode) => `dictionaries.filter.${mode}` as const satisfies MessageKey;

/** One filter of the bar: the field's name, its condition (when it has a choice), the value, a way out. */
export function FilterControl({ spec, draft, operator, enumLabel, onChange, onRemove }: FilterControlProps) {
  const t = useT();
  const label = t(spec.label);
  return (
    <div className="filter-control" role="group" aria-label={label}>
      <span className="filter-control-label">{label}</span>
      {spec.modes.length > 1 ? (
        <Select<FilterMode>
          className="filter-control-mode"
          aria-label={`${label}: ${t('dictionaries.filter.mode')}`}
          value={draft.mode}
          popupMatchSelectWidth={false}
          onChange={(mode) => onChange(withMode(draft, mode))}
          options={spec.modes.map((mode) => ({ value: mode, label: t(modeLabel(mode)) }))}
        />
      ) : null}
      <FilterValue
        spec={spec}
        draft={draft}
        operator={operator}
        label={label}
        enumLabel={enumLabel}
        onChange={onChange}
      />
      <Button
        type="text"
        size="small"
        className="filter-control-remove"
        icon={<CloseOutlined />}
        aria-label={`${t('dictionaries.filter.remove')}: ${label}`}
        title={t('dictionaries.filter.remove')}
        onClick={onRemove}
      />
    </div>
  );
}
