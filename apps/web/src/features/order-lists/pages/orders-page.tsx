import { PlusOutlined } from '@ant-design/icons';
import { isOperator, memberOf } from '@cargo/domain';
import { Button, Segmented } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../../shared/i18n';
import { useRouteTitle } from '../../../shared/lib/use-route-title';
import { useSession } from '../../../shared/session';
import { PageHeader } from '../../../shared/ui/page-header';
import { ListCard } from '../../../shared/lists';
import { QueryError } from '../../../shared/ui/query-error';
import { useOrders } from '../api/list-orders';
import { ORDER_FILTERS, ORDER_SORT_FIELDS } from '../lib/filters';
import { viewLabel } from '../lib/labels';
import { VIEW_MODES, VIEW_PARAM, viewModeOf, withViewMode, type ViewMode } from '../lib/view-mode';
import { ListBars } from '../components/list-bars';
import { OrdersTable } from '../components/orders-table';
import { useArea } from '../components/use-area';
import { useOrderList } from '../components/use-order-list';
import '../components/order-lists.css';

export interface OrdersPageProps {
  /** Only the orders the caller owns or manages (the personal orders pages). */
  personal?: boolean;
}

/**
 * The orders of an area (Product specification, domain §2 "my quotations and my orders"): a client's
 * organization's, those a partner carries a leg of, every one for operators — or only the
 * caller's own (`personal`). Status group and stage, search by order number or cargo reference,
 * typed filters, sort and page, the expanded or brief view: all in the address.
 */
export function OrdersPage({ personal = false }: OrdersPageProps) {
  const t = useT();
  const title = useRouteTitle();
  const area = useArea();
  const { user } = useSession();
  const operator = user !== null && isOperator(memberOf(user));
  const navigate = useNavigate();
  const state = useOrderList(ORDER_SORT_FIELDS);
  const { list } = state;
  const rows = useOrders(list.params, personal);
  const [address, setAddress] = useSearchParams();
  const view = viewModeOf(address.get(VIEW_PARAM));
  const setView = (mode: ViewMode) => setAddress((current) => withViewMode(current, mode), { replace: true });

  const subtitle = personal
    ? t('orderLists.personal.subtitle')
    : area === 'partner' && user
      ? t('orderLists.partner.subtitle', { organization: user.organization.name })
      : undefined;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        extra={
          area === 'client' ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/book/wizard')}>
              {t('orderLists.newCalculation')}
            </Button>
          ) : undefined
        }
      />
      <ListBars
        state={state}
        specs={ORDER_FILTERS}
        context={personal ? 'orders/personal' : 'orders'}
        operator={operator}
        extra={
          <Segmented<ViewMode>
            aria-label={t('orderLists.view.label')}
            value={view}
            onChange={setView}
            options={VIEW_MODES.map((value) => ({ value, label: t(viewLabel(value)) }))}
          />
        }
      />
      {rows.isError ? (
        <QueryError error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <ListCard>
          <OrdersTable
            area={area}
            view={view}
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
