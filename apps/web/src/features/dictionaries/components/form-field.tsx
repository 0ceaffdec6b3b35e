import type { Language, MessageKey } from '@cargo/domain';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ComponentProps, ReactNode } from 'react';
import { zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { OrganizationSelect } from '../../../shared/organizations';
import type { FieldSpec } from '../definitions/types';
import { enumLabelKey } from '../lib/labels';
import { CountrySelect, ReferenceSelect } from '../../../shared/references';
import { CitySelect } from './city-select';
import { PlaceField } from './place-field';

export interface FormFieldProps {
  field: FieldSpec;
  operator: boolean;
  editing: boolean;
  /** The chosen option's name where the row knows it (a hub's city). */
  optionLabel?: string;
}

const languageKey = (language: Language) => `dictionaries.language.${language}` as const satisfies MessageKey;
/** English first: it is the one every name needs. */
const LANGUAGE_ORDER: readonly Language[] = ['en', 'ru', 'zh'];
const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** One field of the dictionary form, entered as its kind says, checked by its contract rule. */
export function FormField({ field, operator, editing, optionLabel }: FormFieldProps) {
  const t = useT();
  const label = t(field.label);
  const rules: Rule[] = field.rule ? [zodRule(field.rule, t)] : [];
  const name = field.name as (string | number)[];

  if (field.hidden)
    return (
      <Form.Item name={name} hidden>
        <Input />
      </Form.Item>
    );

  if (field.kind === 'names' || field.kind === 'localizedText') {
    const multiline = field.kind === 'localizedText';
    return (
      <fieldset className="dictionary-languages">
        {LANGUAGE_ORDER.map((language) => {
          const rule = field.languageRules?.[language];
          return (
            <Form.Item
              key={language}
              name={[...name, language]}
              label={t('dictionaries.inLanguage', { label, language: t(languageKey(language)) })}
              required={field.required && language === 'en'}
              rules={rule ? [zodRule(rule, t)] : []}
            >
              {multiline ? <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} /> : <Input autoComplete="off" />}
            </Form.Item>
          );
        })}
      </fieldset>
    );
  }

  const item = (control: ReactNode, extra: Partial<ComponentProps<typeof Form.Item>> = {}) => (
    <Form.Item name={name} label={label} required={field.required} rules={rules} {...extra}>
      {control}
    </Form.Item>
  );

  switch (field.kind) {
    case 'code':
      return item(
        <Input autoComplete="off" className="dictionary-code-input" disabled={editing && field.fixedOnEdit} />,
        {
          normalize: field.upperCase ? upper : undefined,
          extra: field.upperCase ? t('dictionaries.form.upperCase') : undefined,
        },
      );
    case 'text':
      return item(<Input autoComplete="off" />, { normalize: field.upperCase ? upper : undefined });
    case 'longText':
      return item(<Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />);
    case 'integer':
    case 'number':
      return item(
        <InputNumber
          className="dictionary-number-input"
          min={field.min}
          max={field.max}
          precision={field.kind === 'integer' ? 0 : undefined}
          decimalSeparator="."
        />,
      );
    case 'boolean':
      return item(<Switch />, { valuePropName: 'checked' });
    case 'enum':
      return item(
        <Select
          allowClear={!field.required}
          showSearch={{ optionFilterProp: 'label' }}
          options={(field.values ?? []).map((value) => ({
            value,
            label: t(enumLabelKey(field.enumName ?? '', value)),
          }))}
        />,
      );
    case 'reference':
      return item(<ReferenceSelect target={field.target!} operator={operator} allowClear={!field.required} />);
    case 'country':
      return item(
        <CountrySelect placeholder={t('dictionaries.form.countryPlaceholder')} allowClear={!field.required} />,
      );
    case 'countries':
      return item(<CountrySelect multiple placeholder={t('dictionaries.form.countryPlaceholder')} />);
    case 'place':
      return item(<PlaceField />);
    case 'city':
      return (
        <Form.Item noStyle dependencies={['countryCode']}>
          {(form) =>
            item(
              <CitySelect
                countryCode={form.getFieldValue('countryCode') as string | null}
                initialLabel={optionLabel}
              />,
            )
          }
        </Form.Item>
      );
    case 'organization':
      return operator
        ? item(<OrganizationSelect type="PARTNER" placeholder={t('admin.common.searchOrganization')} />, {
            extra: t('dictionaries.form.ownerHint'),
          })
        : null;
    default:
      return null;
  }
}
