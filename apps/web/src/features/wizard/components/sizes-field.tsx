import { Form, InputNumber, Select, Space } from 'antd';
import type { FieldPath } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { unitLabelKey } from '../lib/labels';
import { SIZE_UNIT_LIST } from '../lib/units';
import { groupedDigits, parseGrouped } from './measure-field';
import { useCargoRules } from './use-cargo-rules';

const FIELDS = ['length', 'width', 'height'] as const;

/**
 * A piece's length × width × height in one unit (cm, m, in, ft), each checked against the cargo
 * limits once converted. `line` is the line's index in its list, `list` the list's name.
 */
export function SizesField({ list, line }: { list: string; line: number }) {
  const t = useT();
  const rules = useCargoRules();
  const unitPath: FieldPath = [list, line, 'sizeUnit'];
  return (
    <Form.Item label={t('wizard.general.sizes')} required className="wizard-field wizard-field-sizes">
      <Space.Compact block>
        {FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={[line, field]}
            noStyle
            rules={[rules.measure, rules.limits([list, line, field])]}
            // The length is also checked laid end to end (the pieces, the ends' countries).
            dependencies={field === 'length' ? [unitPath, [list, line, 'amount'], ['from'], ['to']] : [unitPath]}
          >
            <InputNumber<number>
              aria-label={t(`wizard.general.${field}`)}
              placeholder={t(`wizard.general.${field}`)}
              className="wizard-number"
              min={0}
              decimalSeparator="."
              formatter={groupedDigits}
              parser={parseGrouped}
            />
          </Form.Item>
        ))}
        <Form.Item name={[line, 'sizeUnit']} noStyle>
          <Select
            aria-label={t('wizard.unit.size')}
            className="wizard-unit"
            popupMatchSelectWidth={false}
            options={SIZE_UNIT_LIST.map((unit) => ({ value: unit, label: t(unitLabelKey(unit)) }))}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
