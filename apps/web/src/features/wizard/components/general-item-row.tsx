import { Form, Segmented, Select } from 'antd';
import { useT } from '../../../shared/i18n';
import type { GeneralTypeOption } from '../lib/cargo-types';
import type { MeasureBy } from '../lib/form-values';
import { VOLUME_UNIT_LIST, WEIGHT_UNIT_LIST } from '../lib/units';
import { RemoveLine } from './line-controls';
import { CountField, MeasureField } from './measure-field';
import { SizesField } from './sizes-field';
import { useCargoRules } from './use-cargo-rules';

const MEASURES: readonly MeasureBy[] = ['SIZES', 'VOLUME'];

export interface GeneralItemRowProps {
  line: number;
  types: readonly GeneralTypeOption[];
  onRemove?: () => void;
}

/**
 * One line of general cargo: its packaging, the number of pieces, the dimensions of a piece (or
 * the lot's volume, for a "volume only" packaging), and the weight of a piece.
 */
export function GeneralItemRow({ line, types, onRemove }: GeneralItemRowProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const rules = useCargoRules();
  const measureBy = (Form.useWatch(['general', line, 'measureBy'], form) as MeasureBy | undefined) ?? 'SIZES';

  return (
    <fieldset className="wizard-line" aria-label={t('wizard.line', { number: line + 1 })}>
      <Form.Item label={t('wizard.general.type')} name={[line, 'typeId']} className="wizard-field wizard-field-type">
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false}
          options={types.map((type) => ({ value: type.id, label: type.name }))}
          onChange={(id) => {
            if (types.find((type) => type.id === id)?.volumeOnly)
              form.setFieldValue(['general', line, 'measureBy'], 'VOLUME');
          }}
        />
      </Form.Item>
      <CountField label={t('wizard.general.amount')} name={[line, 'amount']} rules={[rules.pieces]} />
      <Form.Item label={t('wizard.general.measureBy')} name={[line, 'measureBy']} className="wizard-field">
        <Segmented<MeasureBy>
          options={MEASURES.map((value) => ({ value, label: t(`wizard.general.measureBy.${value}`) }))}
        />
      </Form.Item>
      {measureBy === 'VOLUME' ? (
        <MeasureField
          label={t('wizard.general.volume')}
          name={[line, 'volume']}
          unitName={[line, 'volumeUnit']}
          units={VOLUME_UNIT_LIST}
          unitLabel={t('wizard.unit.volume')}
          rules={[rules.measure]}
        />
      ) : (
        <SizesField list="general" line={line} />
      )}
      <MeasureField
        label={t('wizard.general.weight')}
        name={[line, 'weight']}
        unitName={[line, 'weightUnit']}
        units={WEIGHT_UNIT_LIST}
        unitLabel={t('wizard.unit.weight')}
        rules={[rules.measure, rules.limits(['general', line, 'weight'])]}
        dependsOn={[['general', line, 'weightUnit']]}
      />
      {onRemove ? <RemoveLine line={line} onRemove={onRemove} /> : null}
    </fieldset>
  );
}
