import { Empty } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n';
import { formatDate } from '../../../shared/lib/format-date';
import { OverviewPanel } from '../../../shared/ui/overview-panel';
import { RoutePoints } from '../components/route-points';
import { OrderStatusTag } from '../components/status-tags';
import { orderPath, type Area } from '../lib/area';
import { useRecentOrders } from './overview-queries';
import '../components/order-lists.css';

/**
 * The latest orders the caller sees (issue 30): a partner's are those it carries a leg of, an
 * operator's every one; each with its number (opening it), route, status and the day it was booked.
 */
export function RecentOrders({ area }: { area: Exclude<Area, 'client'> }) {
  const t = useT();
  const recent = useRecentOrders();
  const items = recent.data?.items ?? [];
  return (
    <OverviewPanel
      title={t('overview.orders.title')}
      more={items.length ? { to: `/${area}/orders`, label: t('overview.viewAll') } : undefined}
      queries={[recent]}
    >
      {items.length ? (
        <ul className="overview-rows">
          {items.map((order) => (
            <li key={order.id} className="overview-row">
              <Link to={orderPath(area, order.id)} className="overview-row-link">
                <span className="overview-row-main">
                  <span className="overview-row-ref">{order.number}</span>
                  <RoutePoints from={order.from} to={order.to} inline />
                </span>
                <span className="overview-row-side">
                  <OrderStatusTag status={order.status} />
                  <span className="list-muted">{formatDate(order.createdAt)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(area === 'partner' ? 'overview.orders.empty' : 'overview.orders.emptyOperator')}
        />
      )}
    </OverviewPanel>
  );
}
