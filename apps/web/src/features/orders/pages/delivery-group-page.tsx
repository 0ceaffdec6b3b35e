import { Empty, Result, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useDeliveryGroup } from '../api/list-delivery-group';
import { DeliveryOrderCard } from '../components/delivery-order-card';
import { GroupStatusChange } from '../components/group-status-change';
import { idParam } from '../lib/paths';
import '../components/orders.css';
import '../components/tracking.css';

/**
 * /partner/delivery-group-orders/{orderId}: the order's delivery orders the partner sees (its
 * request group), each with its tracking and actions, and a link to the order; the status of all
 * of them at once when the caller works more than one.
 */
export function DeliveryGroupPage() {
  const t = useT();
  const orderId = idParam(useParams().id);
  const group = useDeliveryGroup(orderId);
  const missing = orderId === null || (isApiError(group.error) && group.error.status === 404);

  if (missing) return <Result status="404" title={<h1 className="orders-result-title">{t('orders.notFound')}</h1>} />;
  if (group.isError) return <QueryError error={group.error} onRetry={() => void group.refetch()} />;
  if (!group.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const number = group.data[0]?.orderNumber;

  return (
    <div className="orders-page">
      <PageHeader
        title={number ? t('orderScreens.group.title', { number }) : t('nav.partner.deliveryGroupOrders.item')}
      />
      {orderId !== null && number ? (
        <GroupStatusChange orderId={orderId} orderNumber={number} deliveries={group.data} />
      ) : null}
      {group.data.length ? (
        group.data.map((delivery) => (
          <DeliveryOrderCard key={delivery.id} delivery={delivery} area="partner" link="order" />
        ))
      ) : (
        <Empty description={t('orderScreens.group.empty')} />
      )}
    </div>
  );
}
