import type { DeliveryOrder } from '@cargo/domain';
import { Card } from 'antd';
import { useT } from '../../../shared/i18n';
import { useChangeGroupStatus } from '../api/change-group-status';
import { commonNextStatuses } from '../lib/group-status';
import { StatusForm } from './status-form';

/**
 * The status of every delivery order of an order the caller works (its request group), set at
 * once: shown when there are two or more of them and a status all of them may take.
 */
export function GroupStatusChange({
  orderId,
  orderNumber,
  deliveries,
}: {
  orderId: number;
  orderNumber: string;
  deliveries: readonly DeliveryOrder[];
}) {
  const t = useT();
  const change = useChangeGroupStatus();
  const worked = deliveries.filter((delivery) => delivery.nextStatuses.length > 0);
  const options = commonNextStatuses(worked);
  if (worked.length < 2 || !options.length) return null;
  return (
    <Card variant="borderless" className="orders-card" title={t('orderScreens.groupStatus.title')}>
      <StatusForm
        label={t('orderScreens.groupStatus.form', { number: orderNumber })}
        hint={t('orderScreens.groupStatus.hint', { count: worked.length })}
        options={options}
        pending={change.isPending}
        send={(status, date) => change.mutateAsync({ orderId, status, date })}
        done={(status) => t('orderScreens.groupStatus.changed', { status })}
      />
    </Card>
  );
}
