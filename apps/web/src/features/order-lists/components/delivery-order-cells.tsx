import type { DeliveryOrderListItem } from '@cargo/domain';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n';
import { formatDate, formatDay } from '../../../shared/lib/format-date';
import { deliveryOrderPath, orderPath, type Area } from '../lib/area';
import { ShareStretches } from './route-points';
import { OrderStatusTag, PaymentTag } from './status-tags';

/** The order a delivery order belongs to (a link to it) with the client's cargo reference under it. */
export function OrderOfDelivery({ area, delivery }: { area: Area; delivery: DeliveryOrderListItem }) {
  return (
    <span className="order-lists-stack order-lists-number">
      <Link to={orderPath(area, delivery.orderId)} className="list-cell-nowrap">
        {delivery.orderNumber}
      </Link>
      {delivery.internalId ? <span className="list-muted">{delivery.internalId}</span> : null}
    </span>
  );
}

/** The carrier's own stretches of the route with the day the cargo is ready under them. */
export function DeliveryRoute({ delivery }: { delivery: DeliveryOrderListItem }) {
  const t = useT();
  return (
    <span className="order-lists-stack">
      <ShareStretches stretches={delivery.stretches} />
      <span className="list-muted list-cell-nowrap">
        {t('orderLists.readyOn', { date: formatDay(delivery.readyDate) })}
      </span>
    </span>
  );
}

/**
 * A delivery order on a phone, in one cell: its number and status, its order and cargo
 * reference, who carries it for whom, the route and ready date, the payment and external id.
 */
export function DeliveryOrderCard({ area, delivery }: { area: Area; delivery: DeliveryOrderListItem }) {
  const t = useT();
  const parties = [area !== 'partner' ? delivery.carrier.name : null, area !== 'client' ? delivery.client.name : null];
  return (
    <div className="order-lists-card">
      <div className="order-lists-card-head">
        <Link to={deliveryOrderPath(area, delivery.id)} className="list-table-name">
          {delivery.number}
        </Link>
        <OrderStatusTag status={delivery.status} />
      </div>
      <div className="order-lists-card-line">
        {t('orderLists.column.order')}: <Link to={orderPath(area, delivery.orderId)}>{delivery.orderNumber}</Link>
        {delivery.internalId ? <span className="list-muted"> · {delivery.internalId}</span> : null}
      </div>
      {parties.some(Boolean) ? (
        <div className="list-muted order-lists-card-line">{parties.filter(Boolean).join(' → ')}</div>
      ) : null}
      <DeliveryRoute delivery={delivery} />
      <div className="order-lists-card-foot">
        <PaymentTag state={delivery.paymentState} />
        {delivery.externalId ? <span className="list-cell-nowrap">{delivery.externalId}</span> : null}
        <span className="list-muted list-cell-nowrap">
          {t('orderLists.createdOn', { date: formatDate(delivery.createdAt) })}
        </span>
      </div>
    </div>
  );
}
