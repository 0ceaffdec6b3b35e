import { MAX_CARGO_LINES } from '@cargo/domain';
import { Button, Form, Space } from 'antd';
import { useT } from '../../../shared/i18n';
import { idOfCode, type GeneralTypeOption } from '../lib/cargo-types';
import { emptyGeneralLine, GENERAL_PRESETS, presetLine, PRESET_TYPE_CODES } from '../lib/form-values';
import { presetLabelKey } from '../lib/labels';
import { GeneralItemRow } from './general-item-row';
import { AddLine } from './line-controls';

/** General cargo: lines of pieces, added empty or from a preset (a box, cubic metres, a pallet). */
export function GeneralItems({ types }: { types: readonly GeneralTypeOption[] }) {
  const t = useT();
  return (
    <Form.List name="general">
      {(fields, { add, remove }) => (
        <div className="wizard-lines">
          {fields.map((field) => (
            <GeneralItemRow
              key={field.key}
              line={field.name}
              types={types}
              onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
            />
          ))}
          {fields.length < MAX_CARGO_LINES ? (
            <AddLine label={t('wizard.general.add')} onAdd={() => add(emptyGeneralLine())}>
              <Space wrap size={8} className="wizard-presets">
                <span className="wizard-presets-label">{t('wizard.preset')}</span>
                {GENERAL_PRESETS.map((preset) => (
                  <Button
                    key={preset}
                    size="small"
                    onClick={() => add(presetLine(preset, idOfCode(types, PRESET_TYPE_CODES[preset])))}
                  >
                    {t(presetLabelKey(preset))}
                  </Button>
                ))}
              </Space>
            </AddLine>
          ) : null}
        </div>
      )}
    </Form.List>
  );
}
