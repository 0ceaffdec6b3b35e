import { Result, Skeleton } from 'antd';
import { useLocation, useParams } from 'react-router';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { PageHeader, SectionCard } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useOrder } from '../api/get-order';
import { DeliveryOrderCard } from '../components/delivery-order-card';
import { DocumentsSlot } from '../components/documents-slot';
import { GroupStatusChange } from '../components/group-status-change';
import { OrderActions } from '../components/order-actions';
import { OrderCargo } from '../components/order-cargo';
import { OrderGeneral } from '../components/order-general';
import { OrderHistory } from '../components/order-history';
import { OrderParties } from '../components/order-parties';
import { OrderPrice } from '../components/order-price';
import { OrderStatusTag } from '../../../shared/ui/status-tags';
import { areaOf, idParam } from '../lib/paths';
import '../components/orders.css';
import '../components/tracking.css';

/**
 * The single order (Product specification, domain §2) at /client, /partner and /admin orders/{id}: what it is,
 * where it goes, the cargo and the parties, the price (to whoever may see it), each carrier's
 * delivery order with its tracking, the documents and the history.
 */
export function OrderPage() {
  const t = useT();
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  const id = idParam(useParams().id);
  const order = useOrder(id);
  const missing = id === null || (isApiError(order.error) && order.error.status === 404);

  if (missing) return <Result status="404" title={<h1 className="orders-result-title">{t('orders.notFound')}</h1>} />;
  if (order.isError) return <QueryError error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const data = order.data;

  return (
    <div className="orders-page">
      <PageHeader
        title={
          <span className="orders-title">
            {t('orderScreens.order.title', { number: data.number })} <OrderStatusTag status={data.status} />
          </span>
        }
        subtitle={data.details.internalId ?? undefined}
      />
      <OrderActions order={data} />
      <SectionCard title={t('orderScreens.order.general')}>
        <OrderGeneral order={data} />
      </SectionCard>
      <SectionCard title={t('orderScreens.order.cargo')}>
        <OrderCargo order={data} />
      </SectionCard>
      <SectionCard title={t('orderScreens.order.parties')}>
        <OrderParties
          shipper={data.details.shipper}
          consignee={data.details.consignee}
          notifyParties={data.details.notifyParties}
        />
      </SectionCard>
      {data.price ? (
        <SectionCard title={t('orderScreens.order.price')}>
          <OrderPrice price={data.price} />
        </SectionCard>
      ) : null}
      <h2 className="orders-heading">{t('orderScreens.order.deliveryOrders')}</h2>
      <GroupStatusChange orderId={data.id} orderNumber={data.number} deliveries={data.deliveryOrders} />
      {data.deliveryOrders.map((delivery) => (
        <DeliveryOrderCard key={delivery.id} delivery={delivery} area={area} link="delivery" />
      ))}
      <SectionCard title={t('orderScreens.documents')}>
        <DocumentsSlot documents={data.documents} />
      </SectionCard>
      <SectionCard title={t('orderScreens.history')}>
        <OrderHistory order={data} />
      </SectionCard>
    </div>
  );
}
