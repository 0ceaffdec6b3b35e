import type { DeliveryOrder } from '@cargo/domain';
import { useT } from '../../../shared/i18n';
import { useChangeStatus } from '../api/change-status';
import { StatusForm } from './status-form';

/** The status change of one delivery order: to one of the answer's own `nextStatuses`. */
export function StatusChange({ delivery }: { delivery: DeliveryOrder }) {
  const t = useT();
  const change = useChangeStatus();
  return (
    <StatusForm
      label={t('orderScreens.status.form', { number: delivery.number })}
      options={delivery.nextStatuses}
      pending={change.isPending}
      send={(status, date) => change.mutateAsync({ id: delivery.id, status, date, comment: null })}
      done={(status) => t('orderScreens.status.changed', { status })}
    />
  );
}
