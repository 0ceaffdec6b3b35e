import { Select, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useI18n } from '../../../shared/i18n';
import { COUNTRY_CODES, countryName } from '../../../shared/lib/country-codes';

export interface CountryCodesSelectProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * ISO 3166-1 alpha-2 codes as tags: searched by code or by the country's name in the interface
 * language (the browser's own names); a chosen code shows as the code, its name on hover.
 */
export function CountryCodesSelect({ id, value, onChange, disabled, placeholder }: CountryCodesSelectProps) {
  const { language } = useI18n();
  const options = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: `${code} — ${countryName(code, language)}` })).sort((a, b) =>
        a.value.localeCompare(b.value),
      ),
    [language],
  );
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      disabled={disabled}
      placeholder={placeholder}
      options={options}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      tagRender={({ value: code, closable, onClose }) => (
        <Tooltip title={countryName(String(code), language)}>
          <Tag closable={closable} onClose={onClose} style={{ marginInlineEnd: 4 }}>
            {String(code)}
          </Tag>
        </Tooltip>
      )}
    />
  );
}
