import type { CargoForm } from '@cargo/domain';
import { Button, Form } from 'antd';
import { FormError } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { useContainerTypes } from '../../../shared/references';
import { useSavedParties } from '../api/list-saved-parties';
import type { BookingValues } from '../lib/booking-values';
import { BookingDetailsFields } from './booking-details-fields';
import { useBookingSubmit } from './use-booking-submit';

export interface BookingFormProps {
  target: { calculationId: string; quotationId: number };
  initialValues: BookingValues;
  today: string;
  /** The booked calculation's cargo: what the form asks of containers and trucks. */
  cargoForm: CargoForm;
  /** The calculation is outdated: the form cannot be sent before it is updated. */
  blocked: boolean;
  /** A conflict the server answered (an outdated calculation): the page offers the update. */
  onConflict: (message: string) => void;
}

/**
 * The booking's details (Product specification, domain §3 "Order"): the parties, the containers, the terms, the
 * pickup and the client's reference. Checked with the contract's schemas; documents come after.
 */
export function BookingForm({ target, initialValues, today, cargoForm, blocked, onConflict }: BookingFormProps) {
  const t = useT();
  const [form] = Form.useForm<BookingValues>();
  const containers = useContainerTypes();
  const parties = useSavedParties();
  const booking = useBookingSubmit(form, target, containers.types, today, onConflict);

  return (
    <Form<BookingValues>
      form={form}
      layout="vertical"
      className="orders-form"
      aria-label={t('orderScreens.booking.form')}
      initialValues={initialValues}
      onFinish={() => void booking.submit()}
      scrollToFirstError={{ block: 'center' }}
      disabled={booking.saving}
    >
      <BookingDetailsFields
        containerTypes={containers.types}
        containerTypesLoading={containers.loading}
        today={today}
        cargoForm={cargoForm}
        savedParties={parties.data}
      />
      <FormError message={booking.problem} />
      <div className="orders-form-actions">
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          loading={booking.saving}
          // Containers are checked by their type's length: a container booking waits for the types.
          disabled={blocked || (cargoForm === 'CONTAINER' && containers.loading)}
        >
          {t('orderScreens.booking.submit')}
        </Button>
      </div>
    </Form>
  );
}
