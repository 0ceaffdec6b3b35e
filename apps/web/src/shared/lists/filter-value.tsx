import { Input, InputNumber, Select } from 'antd';
import { useT, type Label } from '../i18n';
import { OrganizationSelect } from '../organizations';
import { CountrySelect, ReferenceSelect } from '../references';
import { DayRangeField } from '../ui/date-fields';
import type { FilterDraft, FilterSpec } from './filter-model';

export interface FilterValueProps {
  spec: FilterSpec;
  draft: FilterDraft;
  operator: boolean;
  label: string;
  enumLabel: (enumName: string, value: string) => Label;
  onChange: (draft: FilterDraft) => void;
}

/** What a filter control compares with, by its condition: a text, a range, a choice, yes or no. */
export function FilterValue({ spec, draft, operator, label, enumLabel, onChange }: FilterValueProps) {
  const t = useT();
  const numeric = spec.type === 'int' || spec.type === 'float';
  const precision = spec.type === 'int' ? 0 : undefined;

  switch (draft.mode) {
    case 'CONTAINS':
    case 'STARTS_WITH':
    case 'ENDS_WITH':
    case 'SIMPLE':
      return numeric ? (
        <InputNumber
          className="filter-control-input"
          aria-label={label}
          precision={precision}
          value={draft.text ? Number(draft.text) : null}
          onChange={(value) => onChange({ ...draft, text: value === null ? '' : String(value) })}
        />
      ) : (
        <Input
          className="filter-control-input"
          aria-label={label}
          placeholder={t('dictionaries.filter.value')}
          allowClear
          value={draft.text ?? ''}
          onChange={(event) => onChange({ ...draft, text: event.target.value })}
        />
      );
    case 'RANGE':
      if (spec.type === 'date')
        return (
          <DayRangeField
            className="filter-control-input"
            aria-label={label}
            value={{
              from: draft.from ? String(draft.from) : null,
              to: draft.to ? String(draft.to) : null,
            }}
            onChange={(range) => onChange({ ...draft, from: range?.from ?? null, to: range?.to ?? null })}
          />
        );
      return (
        <span className="filter-control-range">
          <InputNumber
            aria-label={`${label}: ${t('dictionaries.filter.from')}`}
            placeholder={t('dictionaries.filter.from')}
            precision={precision}
            value={typeof draft.from === 'number' ? draft.from : null}
            onChange={(value) => onChange({ ...draft, from: value })}
          />
          <InputNumber
            aria-label={`${label}: ${t('dictionaries.filter.to')}`}
            placeholder={t('dictionaries.filter.to')}
            precision={precision}
            value={typeof draft.to === 'number' ? draft.to : null}
            onChange={(value) => onChange({ ...draft, to: value })}
          />
        </span>
      );
    case 'SELECT': {
      const values = (draft.values ?? []) as (string | number)[];
      const set = (next: readonly (string | number)[]) => onChange({ ...draft, values: next });
      const options = spec.options;
      if (options?.source === 'reference')
        return (
          <ReferenceSelect
            className="filter-control-input"
            aria-label={label}
            target={options.target}
            operator={operator}
            multiple
            value={values}
            onChange={set}
          />
        );
      if (options?.source === 'organization')
        return (
          <OrganizationSelect
            className="filter-control-input"
            aria-label={label}
            multiple
            value={values.map(Number)}
            onChange={set}
          />
        );
      if (options?.source === 'country')
        return (
          <CountrySelect
            className="filter-control-input"
            aria-label={label}
            multiple
            value={values.map(String)}
            onChange={set}
          />
        );
      return (
        <Select<(string | number)[]>
          className="filter-control-input"
          aria-label={label}
          mode="multiple"
          maxTagCount="responsive"
          allowClear
          value={values}
          onChange={set}
          popupMatchSelectWidth={false}
          showSearch={{ optionFilterProp: 'label' }}
          options={(options?.source === 'enum' ? options.values : []).map((value) => ({
            value,
            label: t(enumLabel(options?.source === 'enum' ? options.enumName : spec.field, value)),
          }))}
        />
      );
    }
    case 'FLAG':
      return (
        <Select<'yes' | 'no'>
          className="filter-control-flag"
          aria-label={label}
          value={draft.flag === false ? 'no' : 'yes'}
          onChange={(value) => onChange({ ...draft, flag: value === 'yes' })}
          options={[
            { value: 'yes', label: t('admin.common.yes') },
            { value: 'no', label: t('admin.common.no') },
          ]}
        />
      );
    default:
      return null;
  }
}
