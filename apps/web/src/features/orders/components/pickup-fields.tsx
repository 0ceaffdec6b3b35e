import { bookingDetailsSchema, VEHICLE_BODIES } from '@cargo/domain';
import { Form, Input, InputNumber, Select } from 'antd';
import { zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { bodyLabel } from '../lib/labels';
import { FormSection } from './form-section';
import { DayField, TimeField } from '../../../shared/ui/date-fields';

const rules = bookingDetailsSchema.shape;

/** When and how the cargo is collected: the day, the window of hours; a vehicle cargo's trucks and their body. */
export function PickupFields({ today, trucks }: { today: string; trucks: boolean }) {
  const t = useT();
  return (
    <FormSection title={t('orderScreens.booking.pickup')}>
      <div className="orders-grid orders-grid-3">
        <Form.Item name={['pickup', 'date']} label={t('orderScreens.field.pickupDate')}>
          <DayField min={today} />
        </Form.Item>
        <Form.Item name={['pickup', 'from']} label={t('orderScreens.field.pickupFrom')}>
          <TimeField />
        </Form.Item>
        <Form.Item name={['pickup', 'to']} label={t('orderScreens.field.pickupTo')}>
          <TimeField />
        </Form.Item>
        {trucks ? (
          <>
            <Form.Item
              name="truckCount"
              label={t('orderScreens.field.truckCount')}
              rules={[zodRule(rules.truckCount, t)]}
            >
              <InputNumber<number> className="orders-number" min={1} max={99} precision={0} />
            </Form.Item>
            <Form.Item name="truckType" label={t('orderScreens.field.truckType')}>
              <Select allowClear options={VEHICLE_BODIES.map((value) => ({ value, label: t(bodyLabel(value)) }))} />
            </Form.Item>
          </>
        ) : null}
      </div>
    </FormSection>
  );
}

/** The client's own reference of the cargo (the lists search by it) and a comment for the carriers. */
export function ReferenceFields() {
  const t = useT();
  return (
    <FormSection title={t('orderScreens.booking.reference')}>
      <div className="orders-grid">
        <Form.Item
          name="internalId"
          label={t('orderScreens.field.internalId')}
          extra={t('orderScreens.field.internalId.hint')}
          rules={[zodRule(rules.internalId, t)]}
        >
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('orderScreens.field.comment')}
          rules={[zodRule(rules.comment, t)]}
          className="orders-grid-wide"
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
        </Form.Item>
      </div>
    </FormSection>
  );
}
