import { Button, Checkbox, InputNumber, Select } from 'antd';
import { useT } from '../../../shared/i18n';
import { hasFilters, NO_FILTERS, type QuotationFacets, type QuotationFilters } from '../lib/quotations';
import { ModeIcon } from './mode-icons';

export interface QuotationFiltersProps {
  facets: QuotationFacets;
  value: QuotationFilters;
  onChange: (filters: QuotationFilters) => void;
}

/** Narrow the list: by transport mode, by carrier, by the longest transit acceptable. */
export function QuotationFiltersBar({ facets, value, onChange }: QuotationFiltersProps) {
  const t = useT();
  return (
    <div className="wizard-filters" role="search" aria-label={t('wizard.filters')}>
      {facets.modes.length > 1 ? (
        <Checkbox.Group
          aria-label={t('wizard.filter.modes')}
          className="wizard-filter-modes"
          value={value.modes}
          onChange={(modes) => onChange({ ...value, modes })}
          options={facets.modes.map((mode) => ({ value: mode, label: <ModeIcon mode={mode} withLabel /> }))}
        />
      ) : null}
      {facets.carriers.length > 1 ? (
        <Select<string[]>
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          className="wizard-filter-carriers"
          aria-label={t('wizard.filter.carriers')}
          placeholder={t('wizard.filter.carriers')}
          value={value.carriers}
          onChange={(carriers) => onChange({ ...value, carriers })}
          options={facets.carriers.map((carrier) => ({ value: carrier.key, label: carrier.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      ) : null}
      {facets.maxTransitDays > facets.minTransitDays ? (
        <InputNumber<number>
          className="wizard-filter-days"
          aria-label={t('wizard.filter.maxDays')}
          placeholder={t('wizard.filter.maxDays')}
          min={0}
          precision={0}
          value={value.maxTransitDays}
          onChange={(maxTransitDays) => onChange({ ...value, maxTransitDays })}
        />
      ) : null}
      {hasFilters(value) ? (
        <Button type="link" onClick={() => onChange(NO_FILTERS)}>
          {t('wizard.filter.reset')}
        </Button>
      ) : null}
    </div>
  );
}
