import { earliestActual, type DeliveryOrder, type Tracking } from '@cargo/domain';
import { useT } from '../../../shared/i18n';
import { useChangeStatus } from '../api/change-status';
import { StatusForm } from './status-form';

const trackingOf = (delivery: DeliveryOrder): Tracking =>
  Object.fromEntries(delivery.tracking.map(({ date, planned, actual }) => [date, { planned, actual }])) as Tracking;

/** The status change of one delivery order: to one of the answer's own `nextStatuses`. */
export function StatusChange({ delivery }: { delivery: DeliveryOrder }) {
  const t = useT();
  const change = useChangeStatus();
  return (
    <StatusForm
      label={t('orderScreens.status.form', { number: delivery.number })}
      options={delivery.nextStatuses}
      earliest={(date) => earliestActual(date, trackingOf(delivery), delivery.createdAt.slice(0, 10))}
      pending={change.isPending}
      send={(status, date) => change.mutateAsync({ id: delivery.id, status, date, comment: null })}
      done={(status) => t('orderScreens.status.changed', { status })}
    />
  );
}
