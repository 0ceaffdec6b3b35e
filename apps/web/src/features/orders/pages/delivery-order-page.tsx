import { Result, Skeleton } from 'antd';
import { useLocation, useParams } from 'react-router';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useDeliveryOrder } from '../api/get-delivery-order';
import { DeliveryOrderCard } from '../components/delivery-order-card';
import { areaOf, idParam } from '../lib/paths';
import '../components/orders.css';
import '../components/tracking.css';

/** One delivery order (/partner, /client, /admin delivery-orders/{id}): its card, with a link to its order. */
export function DeliveryOrderPage() {
  const t = useT();
  const { pathname } = useLocation();
  const id = idParam(useParams().id);
  const delivery = useDeliveryOrder(id);
  const missing = id === null || (isApiError(delivery.error) && delivery.error.status === 404);

  if (missing) return <Result status="404" title={<h1 className="orders-result-title">{t('orders.notFound')}</h1>} />;
  if (delivery.isError) return <QueryError error={delivery.error} onRetry={() => void delivery.refetch()} />;
  if (!delivery.data) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <div className="orders-page">
      <PageHeader
        title={t('orderScreens.delivery.title', { number: delivery.data.number })}
        subtitle={delivery.data.carrier.name}
      />
      <DeliveryOrderCard delivery={delivery.data} area={areaOf(pathname)} link="order" />
    </div>
  );
}
