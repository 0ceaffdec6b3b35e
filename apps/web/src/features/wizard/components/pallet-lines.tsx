import { MAX_CARGO_LINES } from '@cargo/domain';
import { Form, Select } from 'antd';
import { useT } from '../../../shared/i18n';
import type { PalletTypeOption } from '../lib/cargo-types';
import { emptyPalletLine } from '../lib/form-values';
import { SIZE_UNIT_LIST, WEIGHT_UNIT_LIST } from '../lib/units';
import { AddLine, RemoveLine } from './line-controls';
import { CountField, MeasureField } from './measure-field';
import { useCargoRules } from './use-cargo-rules';

/** Pallets: per line a pallet type (its footprint), how many, the height with cargo and the weight of one. */
export function PalletLines({ types }: { types: readonly PalletTypeOption[] }) {
  const t = useT();
  const rules = useCargoRules();
  const required = { required: true, message: t('validation.required') };
  return (
    <Form.List name="pallets">
      {(fields, { add, remove }) => (
        <div className="wizard-lines">
          {fields.map((field) => (
            <fieldset key={field.key} className="wizard-line" aria-label={t('wizard.line', { number: field.name + 1 })}>
              <Form.Item
                label={t('wizard.pallet.type')}
                name={[field.name, 'palletTypeId']}
                rules={[required]}
                className="wizard-field wizard-field-type"
              >
                <Select<number>
                  showSearch={{ optionFilterProp: 'label' }}
                  popupMatchSelectWidth={false}
                  options={types.map((type) => ({ value: type.id, label: type.name }))}
                />
              </Form.Item>
              <CountField label={t('wizard.pallet.amount')} name={[field.name, 'amount']} rules={[rules.pallets]} />
              <MeasureField
                label={t('wizard.pallet.height')}
                name={[field.name, 'height']}
                unitName={[field.name, 'sizeUnit']}
                units={SIZE_UNIT_LIST}
                unitLabel={t('wizard.unit.size')}
                rules={[rules.measure, rules.limits(['pallets', field.name, 'height'])]}
                dependsOn={[
                  ['pallets', field.name, 'sizeUnit'],
                  ['pallets', field.name, 'palletTypeId'],
                ]}
              />
              <MeasureField
                label={t('wizard.pallet.weight')}
                name={[field.name, 'weight']}
                unitName={[field.name, 'weightUnit']}
                units={WEIGHT_UNIT_LIST}
                unitLabel={t('wizard.unit.weight')}
                rules={[rules.measure, rules.limits(['pallets', field.name, 'weight'])]}
                dependsOn={[
                  ['pallets', field.name, 'weightUnit'],
                  ['pallets', field.name, 'palletTypeId'],
                ]}
              />
              {fields.length > 1 ? <RemoveLine line={field.name} onRemove={() => remove(field.name)} /> : null}
            </fieldset>
          ))}
          {fields.length < MAX_CARGO_LINES ? (
            <AddLine label={t('wizard.pallet.add')} onAdd={() => add(emptyPalletLine())} />
          ) : null}
        </div>
      )}
    </Form.List>
  );
}
