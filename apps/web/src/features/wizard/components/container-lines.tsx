import { MAX_CARGO_LINES } from '@cargo/domain';
import { Form, Select } from 'antd';
import { useT } from '../../../shared/i18n';
import type { ContainerType } from '../../../shared/references';
import { emptyContainerLine } from '../lib/form-values';
import { WEIGHT_UNIT_LIST } from '../lib/units';
import { AddLine, RemoveLine } from './line-controls';
import { CountField, MeasureField } from './measure-field';
import { useCargoRules } from './use-cargo-rules';

/** Containers: per line a type (20', 40', 40'HC…), how many, and the cargo weight in each. */
export function ContainerLines({ types }: { types: readonly ContainerType[] }) {
  const t = useT();
  const rules = useCargoRules();
  const required = { required: true, message: t('validation.required') };
  return (
    <Form.List name="containers">
      {(fields, { add, remove }) => (
        <div className="wizard-lines">
          {fields.map((field) => (
            <fieldset key={field.key} className="wizard-line" aria-label={t('wizard.line', { number: field.name + 1 })}>
              <Form.Item
                label={t('wizard.container.type')}
                name={[field.name, 'containerTypeId']}
                rules={[required]}
                className="wizard-field wizard-field-type"
              >
                <Select<number>
                  showSearch={{ optionFilterProp: 'label' }}
                  popupMatchSelectWidth={false}
                  options={types.map((type) => ({
                    value: type.id,
                    label: type.label === type.name ? type.name : `${type.label} — ${type.name}`,
                  }))}
                  labelRender={(option) => types.find((type) => type.id === option.value)?.label ?? option.label}
                />
              </Form.Item>
              <CountField
                label={t('wizard.container.amount')}
                name={[field.name, 'amount']}
                rules={[rules.containers]}
              />
              <MeasureField
                label={t('wizard.container.weight')}
                name={[field.name, 'weight']}
                unitName={[field.name, 'weightUnit']}
                units={WEIGHT_UNIT_LIST}
                unitLabel={t('wizard.unit.weight')}
                rules={[rules.measure, rules.limits(['containers', field.name, 'weight'])]}
                dependsOn={[
                  ['containers', field.name, 'weightUnit'],
                  ['containers', field.name, 'containerTypeId'],
                ]}
              />
              {fields.length > 1 ? <RemoveLine line={field.name} onRemove={() => remove(field.name)} /> : null}
            </fieldset>
          ))}
          {fields.length < MAX_CARGO_LINES ? (
            <AddLine label={t('wizard.container.add')} onAdd={() => add(emptyContainerLine())} />
          ) : null}
        </div>
      )}
    </Form.List>
  );
}
