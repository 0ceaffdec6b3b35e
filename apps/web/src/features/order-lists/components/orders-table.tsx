import type { OrderListItem } from '@cargo/domain';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n';
import { formatDate, formatDay } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import { ListTable, type ListColumn, type ListView } from '../../../shared/lists';
import { useCurrencyDigits } from '../../../shared/references';
import { orderPath, type Area } from '../lib/area';
import { routeText } from '../lib/points';
import type { ViewMode } from '../lib/view-mode';
import { DeliveryOrderLines, OrderCard, RouteWithReadyDate } from './order-cells';
import { OrderStatusTag } from './status-tags';

export interface OrdersTableProps {
  area: Area;
  view: ViewMode;
  rows: readonly OrderListItem[] | undefined;
  loading: boolean;
  /** The list's state (useListQuery) and how many rows it has in all. */
  list: ListView;
  total: number | undefined;
}

/**
 * Orders in the shared list table. Expanded: the number with the cargo reference, the status,
 * the route with the ready date, each delivery order's status and carrier, whose order it is
 * (outside the client's area), the price with the transit time and the day it was made — on a
 * phone all of it in one cell per order. Brief: one line each, the table scrolling sideways in
 * its card on a phone.
 */
export function OrdersTable(props: OrdersTableProps) {
  const t = useT();
  const { digitsOf } = useCurrencyDigits();
  const { area, view } = props;
  const expanded = view === 'expanded';
  const showClient = area !== 'client';
  // A carrier sees no order's price (the API answers none): no column of dashes.
  const showPrice = area !== 'partner' || Boolean(props.rows?.some((order) => order.total));
  const priceOf = (order: OrderListItem) => (order.total ? formatMoney(order.total, digitsOf) : null);

  const number: ListColumn<OrderListItem> = {
    key: 'number',
    title: t('orderLists.column.number'),
    sortable: true,
    render: (order) => (
      <span className={expanded ? 'order-lists-stack order-lists-number' : 'list-cell-nowrap'}>
        <Link to={orderPath(area, order.id)} className="list-table-name">
          {order.number}
        </Link>
        {expanded && order.internalId ? <span className="list-muted">{order.internalId}</span> : null}
      </span>
    ),
  };
  const reference: ListColumn<OrderListItem> = {
    key: 'internalId',
    title: t('orderLists.column.internalId'),
    sortable: true,
    render: (order) => <span className="list-cell-nowrap">{order.internalId ?? ''}</span>,
  };
  const status: ListColumn<OrderListItem> = {
    key: 'status',
    title: t('orderLists.column.status'),
    sortable: true,
    render: (order) => <OrderStatusTag status={order.status} />,
  };
  const route: ListColumn<OrderListItem> = {
    key: 'route',
    title: t('orderLists.column.route'),
    render: (order) =>
      expanded ? (
        <RouteWithReadyDate order={order} />
      ) : (
        <span className="list-cell-nowrap">{routeText(order.from, order.to)}</span>
      ),
  };
  const deliveries: ListColumn<OrderListItem> = {
    key: 'deliveryOrders',
    title: t('orderLists.column.deliveryOrders'),
    render: (order) => <DeliveryOrderLines area={area} order={order} />,
  };
  const client: ListColumn<OrderListItem> = {
    key: 'client',
    title: t('orderLists.column.client'),
    render: (order) => (
      <span className={expanded ? 'order-lists-stack order-lists-name' : 'list-cell-nowrap'}>
        {order.organization.name}
        {expanded && order.owner ? <span className="list-muted">{order.owner.name}</span> : null}
      </span>
    ),
  };
  const total: ListColumn<OrderListItem> = {
    key: 'totalUsd',
    title: t('orderLists.column.total'),
    sortable: true,
    align: 'right',
    render: (order) => (
      <span className="order-lists-stack order-lists-price">
        <span className="list-cell-nowrap">{priceOf(order) ?? '—'}</span>
        {expanded && order.transitDays ? (
          <span className="list-muted list-cell-nowrap">
            {t('orderLists.transitDays', { days: order.transitDays })}
          </span>
        ) : null}
      </span>
    ),
  };
  const readyDate: ListColumn<OrderListItem> = {
    key: 'readyDate',
    title: t('orderLists.column.readyDate'),
    sortable: true,
    render: (order) => <span className="list-cell-nowrap">{formatDay(order.readyDate)}</span>,
  };
  const createdAt: ListColumn<OrderListItem> = {
    key: 'createdAt',
    title: t('orderLists.column.createdAt'),
    sortable: true,
    render: (order) => <span className="list-cell-nowrap">{formatDate(order.createdAt)}</span>,
  };

  const optional = [...(showClient ? [client] : []), ...(showPrice ? [total] : [])];
  const columns: ListColumn<OrderListItem>[] = !expanded
    ? [number, reference, status, route, ...optional, readyDate, createdAt]
    : [number, status, route, deliveries, ...optional, createdAt];

  return (
    <ListTable<OrderListItem>
      rowKey={(order) => order.id}
      columns={columns}
      rows={props.rows}
      loading={props.loading}
      emptyText={{ none: t('orderLists.empty.orders'), filtered: t('orderLists.empty.ordersFiltered') }}
      list={props.list}
      total={props.total}
      // The brief view is one line an order by choice: on a phone too it scrolls sideways.
      card={
        expanded && {
          title: t('orderLists.column.order'),
          sortKey: 'createdAt',
          render: (order) => <OrderCard area={area} order={order} price={showPrice ? priceOf(order) : null} />,
        }
      }
    />
  );
}
