import type { TariffKind, TariffVariant } from '@cargo/domain';
import { Form, Select } from 'antd';
import { useT } from '../../../shared/i18n';
import type { ContainerType } from '../api/container-types';
import { fieldLabel, tariffEnumLabel } from '../lib/labels';
import { lineLayout, lineShape } from '../lib/lines';
import { ContainerLines } from './container-lines';
import { MoneyInput } from './controls';
import { LineRows } from './line-rows';

export interface LinesEditorProps {
  kind: TariffKind;
  variant: TariffVariant;
  operator: boolean;
  containers: { types: readonly ContainerType[]; mainIds: readonly number[] };
  /** The decimals a price is entered with (the currency's, or 2 for a percentage). */
  digits: number;
  /** The currency's code, or "%" for a relative surcharge. */
  suffix?: string;
  disabled: boolean;
}

/**
 * A tariff's prices as its tab's line shape says (TARIFF_KIND_SPECS `lines`): a price per
 * container type, rows of types and ranges in the tab's unit, or one price.
 */
export function LinesEditor({ kind, variant, operator, containers, digits, suffix, disabled }: LinesEditorProps) {
  const t = useT();
  const shape = lineShape(kind, variant);
  const units = shape.rangeUnits ?? [];
  const chosenUnit = Form.useWatch('rangeUnit') as string | null | undefined;
  const unit = units.length ? t(tariffEnumLabel('rangeUnit', chosenUnit ?? units[0]!)) : undefined;

  switch (lineLayout(shape)) {
    case 'containers':
      return (
        <ContainerLines
          types={containers.types}
          mainIds={containers.mainIds}
          digits={digits}
          suffix={suffix}
          disabled={disabled}
        />
      );
    case 'single':
      return (
        <Form.Item name={['lines', 0, 'price']} label={t(fieldLabel('price'))} required>
          <MoneyInput digits={digits} suffix={suffix} />
        </Form.Item>
      );
    case 'rows':
      return (
        <>
          {units.length > 1 ? (
            <Form.Item name="rangeUnit" label={t(fieldLabel('rangeUnit'))} className="tariff-range-unit">
              <Select options={units.map((value) => ({ value, label: t(tariffEnumLabel('rangeUnit', value)) }))} />
            </Form.Item>
          ) : null}
          <LineRows shape={shape} operator={operator} digits={digits} suffix={suffix} unit={unit} disabled={disabled} />
        </>
      );
  }
}
