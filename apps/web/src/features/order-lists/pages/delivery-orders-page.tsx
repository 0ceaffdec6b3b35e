import { isOperator, memberOf } from '@cargo/domain';
import { useRouteTitle } from '../../../shared/lib/use-route-title';
import { useSession } from '../../../shared/session';
import { PageHeader } from '../../../shared/ui/page-header';
import { ListCard } from '../../../shared/lists';
import { QueryError } from '../../../shared/ui/query-error';
import { useDeliveryOrders } from '../api/list-delivery-orders';
import { DELIVERY_ORDER_FILTERS, DELIVERY_ORDER_SORT_FIELDS } from '../lib/filters';
import { DeliveryOrdersTable } from '../components/delivery-orders-table';
import { ListBars } from '../components/list-bars';
import { useArea } from '../components/use-area';
import { useOrderList } from '../components/use-order-list';
import '../components/order-lists.css';

/**
 * The delivery orders of an area: a client's organization's, a carrier's own, every one for
 * operators. Status group and stage, search by order number or cargo reference, typed filters,
 * sort and page, all in the address.
 */
export function DeliveryOrdersPage() {
  const title = useRouteTitle();
  const area = useArea();
  const { user } = useSession();
  const operator = user !== null && isOperator(memberOf(user));
  const state = useOrderList(DELIVERY_ORDER_SORT_FIELDS);
  const { list } = state;
  const rows = useDeliveryOrders(list.params);

  return (
    <>
      <PageHeader title={title} subtitle={area === 'partner' ? user?.organization.name : undefined} />
      <ListBars state={state} specs={DELIVERY_ORDER_FILTERS} context="delivery-orders" operator={operator} />
      {rows.isError ? (
        <QueryError error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <ListCard>
          <DeliveryOrdersTable
            area={area}
            rows={rows.data?.items}
            loading={rows.isFetching}
            list={list}
            total={rows.data?.total}
          />
        </ListCard>
      )}
    </>
  );
}
