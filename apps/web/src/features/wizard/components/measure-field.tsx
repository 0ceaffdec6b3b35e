import { Form, InputNumber, Select, Space, type FormRule } from 'antd';
import type { SizeUnit, VolumeUnit, WeightUnit } from '@cargo/domain';
import type { FieldPath } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { groupDigits, ungroupDigits } from '../../../shared/lib/format-number';
import { unitLabelKey } from '../lib/labels';

type Unit = SizeUnit | WeightUnit | VolumeUnit;

/** 20000 shows as "20 000" while typed, as every number of the product does. */
export const groupedDigits = (value: number | string | undefined): string =>
  value === undefined || value === '' ? '' : groupDigits(value);

/**
 * "20 000" or "1,5" back as the digits the input reads. It answers text although the type says
 * number: the input parses it itself, and an empty text clears the field where 0 would not.
 */
export const parseGrouped = ((text: string | undefined) => ungroupDigits(text).replace(',', '.')) as unknown as (
  text: string | undefined,
) => number;

export interface MeasureFieldProps {
  label: string;
  /** Inside a Form.List: the line's own paths (`[0, 'weight']`); `dependsOn` holds full paths. */
  name: FieldPath;
  unitName: FieldPath;
  units: readonly Unit[];
  unitLabel: string;
  rules?: FormRule[];
  /** The fields its rules also read (its unit, the line's type): a change there checks it again. */
  dependsOn?: FieldPath[];
  className?: string;
}

/** A number and its unit side by side (kg | lb, m³ | ft³); the rules' messages show under both. */
export function MeasureField({
  label,
  name,
  unitName,
  units,
  unitLabel,
  rules,
  dependsOn,
  className,
}: MeasureFieldProps) {
  const t = useT();
  return (
    <Form.Item label={label} required className={className ?? 'wizard-field'}>
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={rules} dependencies={dependsOn}>
          <InputNumber<number>
            aria-label={label}
            className="wizard-number"
            min={0}
            decimalSeparator="."
            formatter={groupedDigits}
            parser={parseGrouped}
          />
        </Form.Item>
        <Form.Item name={unitName} noStyle>
          <Select
            aria-label={unitLabel}
            className="wizard-unit"
            popupMatchSelectWidth={false}
            options={units.map((unit) => ({ value: unit, label: t(unitLabelKey(unit)) }))}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

/** A whole number of pieces, containers or pallets. */
export function CountField({ label, name, rules }: { label: string; name: FieldPath; rules: FormRule[] }) {
  return (
    <Form.Item label={label} name={name} rules={rules} required className="wizard-field wizard-field-count">
      <InputNumber<number>
        aria-label={label}
        className="wizard-number"
        min={1}
        precision={0}
        formatter={groupedDigits}
        parser={parseGrouped}
      />
    </Form.Item>
  );
}
