import { SwapOutlined } from '@ant-design/icons';
import { Button, Form, type FormRule } from 'antd';
import { useT } from '../../../shared/i18n';
import { placeValue } from '../../../shared/places';
import type { WizardValues } from '../lib/form-values';
import { PlaceField } from './place-field';

/** Where the cargo goes from and to (cities and hubs), with a button that swaps the two. */
export function DirectionFields() {
  const t = useT();
  const form = Form.useFormInstance<WizardValues>();
  const required: FormRule = { required: true, message: t('validation.required') };
  const differs: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, to: WizardValues['to']) => {
      const from = getFieldValue('from') as WizardValues['from'];
      if (from && to && placeValue(from) === placeValue(to)) throw new Error(t('wizard.samePlace'));
    },
  });
  const swap = () => {
    const { from, to } = form.getFieldsValue(['from', 'to']) as Pick<WizardValues, 'from' | 'to'>;
    form.setFieldsValue({ from: to, to: from });
  };

  return (
    <div className="wizard-direction">
      <Form.Item label={t('wizard.from')} name="from" rules={[required]} className="wizard-field wizard-field-place">
        <PlaceField placeholder={t('wizard.placePlaceholder')} aria-label={t('wizard.from')} />
      </Form.Item>
      <Button
        className="wizard-swap"
        icon={<SwapOutlined />}
        aria-label={t('wizard.swap')}
        title={t('wizard.swap')}
        onClick={swap}
      />
      <Form.Item
        label={t('wizard.to')}
        name="to"
        rules={[required, differs]}
        dependencies={['from']}
        className="wizard-field wizard-field-place"
      >
        <PlaceField placeholder={t('wizard.placePlaceholder')} aria-label={t('wizard.to')} />
      </Form.Item>
    </div>
  );
}
