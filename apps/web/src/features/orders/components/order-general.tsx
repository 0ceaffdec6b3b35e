import type { Order } from '@cargo/domain';
import { useT } from '../../../shared/i18n';
import { formatDate, formatDay } from '../../../shared/lib/format-date';
import { RouteStops } from './route-stops';
import { OrderStatusTag } from '../../../shared/ui/status-tags';

const dash = <span className="orders-muted">—</span>;

/** The order at a glance: number, dates, status, who owns and manages it, the client, the reference, the route. */
export function OrderGeneral({ order }: { order: Order }) {
  const t = useT();
  return (
    <>
      <RouteStops from={order.from} to={order.to} hubs={order.transitHubs} />
      <dl className="orders-facts" aria-label={t('orderScreens.order.general')}>
        <div>
          <dt>{t('orderScreens.order.number')}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>{t('orderScreens.order.createdAt')}</dt>
          <dd>{formatDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('orderScreens.order.status')}</dt>
          <dd>
            <OrderStatusTag status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{t('orderScreens.field.readyDate')}</dt>
          <dd>{formatDay(order.readyDate)}</dd>
        </div>
        <div>
          <dt>{t('orderScreens.order.client')}</dt>
          <dd>{order.organization.name}</dd>
        </div>
        <div>
          <dt>{t('orderScreens.order.owner')}</dt>
          <dd>{order.owner?.name ?? dash}</dd>
        </div>
        <div>
          <dt>{t('orderScreens.order.manager')}</dt>
          <dd>{order.manager?.name ?? dash}</dd>
        </div>
        <div>
          <dt>{t('orderScreens.field.internalId')}</dt>
          <dd>{order.details.internalId ?? dash}</dd>
        </div>
      </dl>
    </>
  );
}
