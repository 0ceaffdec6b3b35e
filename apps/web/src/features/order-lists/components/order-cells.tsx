import type { OrderListItem } from '@cargo/domain';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n';
import { formatDate, formatDay } from '../../../shared/lib/format-date';
import { deliveryOrderPath, orderPath, type Area } from '../lib/area';
import { RoutePoints } from './route-points';
import { OrderStatusTag } from './status-tags';

/** An order's delivery orders: each with its number (a link to its page), status and carrier. */
export function DeliveryOrderLines({ area, order }: { area: Area; order: OrderListItem }) {
  const t = useT();
  if (!order.deliveryOrders.length) return <span className="list-muted">{t('orderLists.noDeliveryOrders')}</span>;
  return (
    <ul className="order-lists-legs" aria-label={t('orderLists.column.deliveryOrders')}>
      {order.deliveryOrders.map((delivery) => (
        <li key={delivery.id} className="order-lists-leg">
          <Link to={deliveryOrderPath(area, delivery.id)} className="order-lists-leg-number">
            {delivery.number}
          </Link>
          <OrderStatusTag status={delivery.status} />
          <span className="order-lists-leg-carrier">{delivery.carrier.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** The route with the day the cargo is ready under it. */
export function RouteWithReadyDate({ order }: { order: OrderListItem }) {
  const t = useT();
  return (
    <span className="order-lists-stack">
      <RoutePoints from={order.from} to={order.to} />
      <span className="list-muted list-cell-nowrap">
        {t('orderLists.readyOn', { date: formatDay(order.readyDate) })}
      </span>
    </span>
  );
}

/**
 * An order on a phone, in one cell: its number and status, the cargo reference and client, the
 * route and ready date, its delivery orders, the price and the day it was made.
 */
export function OrderCard({
  area,
  order,
  price,
}: {
  area: Area;
  order: OrderListItem;
  /** The price as shown, or null where none is shown. */
  price: string | null;
}) {
  const t = useT();
  return (
    <div className="order-lists-card">
      <div className="order-lists-card-head">
        <Link to={orderPath(area, order.id)} className="list-table-name">
          {order.number}
        </Link>
        <OrderStatusTag status={order.status} />
      </div>
      {order.internalId || area !== 'client' ? (
        <div className="list-muted order-lists-card-line">
          {[order.internalId, area !== 'client' ? order.organization.name : null].filter(Boolean).join(' · ')}
        </div>
      ) : null}
      <RouteWithReadyDate order={order} />
      <DeliveryOrderLines area={area} order={order} />
      <div className="order-lists-card-foot">
        {price ? <span className="list-table-name list-cell-nowrap">{price}</span> : null}
        <span className="list-muted list-cell-nowrap">
          {t('orderLists.createdOn', { date: formatDate(order.createdAt) })}
        </span>
      </div>
    </div>
  );
}
