import type { Calculation } from '@cargo/domain';
import { Button, Form } from 'antd';
import { FormError } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { useContainerTypes } from '../../../shared/references';
import type { ManualBookingValues } from '../lib/manual-booking-values';
import { BookingDetailsFields } from './booking-details-fields';
import { CarrierRows } from './carrier-rows';
import { OwnerField } from './owner-field';
import { useManualBookingSubmit } from './use-manual-booking-submit';

export interface ManualBookingFormProps {
  calculation: Calculation;
  initialValues: ManualBookingValues;
  today: string;
}

/**
 * The operator's manual booking (Product specification, domain §2 "manual new booking"): the customer's user it
 * is for, the carriers and their prices for the lane, and the same booking details as the
 * client's booking form.
 */
export function ManualBookingForm({ calculation, initialValues, today }: ManualBookingFormProps) {
  const t = useT();
  const [form] = Form.useForm<ManualBookingValues>();
  const containers = useContainerTypes();
  const booking = useManualBookingSubmit(form, calculation.request, containers.types, today);

  return (
    <Form<ManualBookingValues>
      form={form}
      layout="vertical"
      className="orders-form"
      aria-label={t('orderScreens.manual.form')}
      initialValues={initialValues}
      onFinish={() => void booking.submit()}
      scrollToFirstError={{ block: 'center' }}
      disabled={booking.saving}
    >
      <OwnerField />
      <CarrierRows currency={initialValues.carriers[0]?.cost.currency ?? null} />
      <BookingDetailsFields
        containerTypes={containers.types}
        containerTypesLoading={containers.loading}
        today={today}
        cargoForm={calculation.request.cargo.type}
      />
      <FormError message={booking.problem} />
      <div className="orders-form-actions">
        <Button type="primary" size="large" htmlType="submit" loading={booking.saving} disabled={containers.loading}>
          {t('orderScreens.manual.submit')}
        </Button>
      </div>
    </Form>
  );
}
