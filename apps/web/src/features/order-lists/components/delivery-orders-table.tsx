import type { DeliveryOrderListItem } from '@cargo/domain';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n';
import { formatDate } from '../../../shared/lib/format-date';
import { ListTable, type ListColumn, type ListView } from '../../../shared/lists';
import { deliveryOrderPath, type Area } from '../lib/area';
import { DeliveryOrderCard, DeliveryRoute, OrderOfDelivery } from './delivery-order-cells';
import { OrderStatusTag, PaymentTag } from './status-tags';

export interface DeliveryOrdersTableProps {
  area: Area;
  rows: readonly DeliveryOrderListItem[] | undefined;
  loading: boolean;
  /** The list's state (useListQuery) and how many rows it has in all. */
  list: ListView;
  total: number | undefined;
}

type Column = ListColumn<DeliveryOrderListItem>;

/**
 * Delivery orders in the shared list table: the number (a link to its page) and its order's (a
 * link to the order), the status, the carrier (outside a carrier's own area), the client
 * (outside the client's), the route with the ready date, the payment, the external id and when
 * it was made. On a phone all of it in one cell per delivery order.
 */
export function DeliveryOrdersTable(props: DeliveryOrdersTableProps) {
  const t = useT();
  const { area } = props;
  const carrier: Column = {
    key: 'carrier',
    title: t('orderLists.column.carrier'),
    render: (delivery) => <span className="order-lists-name">{delivery.carrier.name}</span>,
  };
  const client: Column = {
    key: 'client',
    title: t('orderLists.column.client'),
    render: (delivery) => <span className="order-lists-name">{delivery.client.name}</span>,
  };
  const columns: Column[] = [
    {
      key: 'number',
      title: t('orderLists.column.number'),
      sortable: true,
      render: (delivery) => (
        <Link to={deliveryOrderPath(area, delivery.id)} className="list-table-name list-cell-nowrap">
          {delivery.number}
        </Link>
      ),
    },
    {
      key: 'order',
      title: t('orderLists.column.order'),
      render: (delivery) => <OrderOfDelivery area={area} delivery={delivery} />,
    },
    {
      key: 'status',
      title: t('orderLists.column.status'),
      sortable: true,
      render: (delivery) => <OrderStatusTag status={delivery.status} />,
    },
    ...(area === 'partner' ? [] : [carrier]),
    ...(area === 'client' ? [] : [client]),
    {
      key: 'route',
      title: t('orderLists.column.route'),
      render: (delivery) => <DeliveryRoute delivery={delivery} />,
    },
    {
      key: 'paymentState',
      title: t('orderLists.column.paymentState'),
      sortable: true,
      render: (delivery) => <PaymentTag state={delivery.paymentState} />,
    },
    {
      key: 'externalId',
      title: t('orderLists.column.externalId'),
      sortable: true,
      render: (delivery) => <span className="list-cell-nowrap">{delivery.externalId ?? ''}</span>,
    },
    {
      key: 'createdAt',
      title: t('orderLists.column.createdAt'),
      sortable: true,
      render: (delivery) => <span className="list-cell-nowrap">{formatDate(delivery.createdAt)}</span>,
    },
  ];

  return (
    <ListTable<DeliveryOrderListItem>
      rowKey={(delivery) => delivery.id}
      columns={columns}
      rows={props.rows}
      loading={props.loading}
      emptyText={{
        none: t('orderLists.empty.deliveryOrders'),
        filtered: t('orderLists.empty.deliveryOrdersFiltered'),
      }}
      list={props.list}
      total={props.total}
      card={{
        title: t('orderLists.column.deliveryOrders'),
        sortKey: 'createdAt',
        render: (delivery) => <DeliveryOrderCard area={area} delivery={delivery} />,
      }}
    />
  );
}
