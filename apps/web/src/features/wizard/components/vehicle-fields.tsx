import { VEHICLE_BODIES } from '@cargo/domain';
import { Form, Segmented, Select } from 'antd';
import { useT } from '../../../shared/i18n';
import { vehiclesOfBody, type VehicleTypeOption } from '../lib/cargo-types';
import type { VehicleBody } from '../lib/form-values';
import { bodyLabelKey } from '../lib/labels';
import { CountField } from './measure-field';
import { useCargoRules } from './use-cargo-rules';

/** A whole truck: its body (curtain-sider, isothermal, refrigerated), the vehicle type of that body, how many. */
export function VehicleFields({ types }: { types: readonly VehicleTypeOption[] }) {
  const t = useT();
  const form = Form.useFormInstance();
  const rules = useCargoRules();
  const body = (Form.useWatch(['vehicle', 'bodyType'], form) as VehicleBody | null | undefined) ?? null;
  const offered = vehiclesOfBody(types, body);

  return (
    <div className="wizard-line wizard-line-plain">
      <Form.Item label={t('wizard.vehicle.body')} name={['vehicle', 'bodyType']} className="wizard-field">
        <Segmented<VehicleBody>
          options={VEHICLE_BODIES.map((value) => ({ value, label: t(bodyLabelKey(value)) }))}
          onChange={(next) => {
            const chosen = types.find((type) => type.id === form.getFieldValue(['vehicle', 'vehicleTypeId']));
            if (chosen?.bodyType && chosen.bodyType !== next) form.setFieldValue(['vehicle', 'vehicleTypeId'], null);
          }}
        />
      </Form.Item>
      <Form.Item
        label={t('wizard.vehicle.type')}
        name={['vehicle', 'vehicleTypeId']}
        rules={[{ required: true, message: t('validation.required') }]}
        className="wizard-field wizard-field-type"
      >
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false}
          options={offered.map((type) => ({ value: type.id, label: type.name }))}
        />
      </Form.Item>
      <CountField label={t('wizard.vehicle.amount')} name={['vehicle', 'amount']} rules={[rules.vehicles]} />
    </div>
  );
}
