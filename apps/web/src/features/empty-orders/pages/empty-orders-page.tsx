import {
  EMPTY_ORDER_LIST,
  isOperator,
  memberOf,
  OPEN_REFINE_STATUSES,
  sortableFields,
  type NotifyAgentsType,
  type RefineRequest,
} from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Select, Space } from 'antd';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { FilterBar, ListCard, useListQuery } from '../../../shared/lists';
import { useRouteTitle } from '../../../shared/lib/use-route-title';
import { CountrySelect } from '../../../shared/references';
import { useSession } from '../../../shared/session';
import { useDrawer, useNotify } from '../../../shared/ui';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { getRefineRequest } from '../api/get-refine-request';
import { emptyOrdersKeys } from '../api/keys';
import { EMPTY_ORDER_FILTERS, useEmptyOrders } from '../api/list-empty-orders';
import { useNotifyAgents } from '../api/notify-agents';
import { EmptyOrdersTable } from '../components/empty-orders-table';
import { NotifyMenu } from '../components/notify-menu';
import { RequestDrawer } from '../components/request-drawer';
import { routeText } from '../components/route-line';
import { noticeTypeLabel, statusLabel } from '../lib/labels';
import { useOpenedRequest } from '../lib/use-opened-request';
import '../components/empty-orders.css';

const SORT_FIELDS = sortableFields(EMPTY_ORDER_LIST);

/**
 * `/partner/empty-orders` and `/admin/empty-orders` (Product specification, domain §2): open price requests on
 * lanes whose rates are unavailable online. Who looks decides what shows, not the address (a
 * partner may open the admin page too): operators see every request with its client and send
 * the three notices from here; a partner sees those it was told of and opens its notify-agents
 * pages. Both give a price in the request's drawer, which a notice's link opens (`?request=`).
 * Page, sort and filters live in the address.
 */
export function EmptyOrdersPage() {
  const t = useT();
  const notify = useNotify();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const title = useRouteTitle();
  const { user } = useSession();
  const operator = user !== null && isOperator(memberOf(user));
  const list = useListQuery({ sortFields: SORT_FIELDS, filters: EMPTY_ORDER_FILTERS });
  const rows = useEmptyOrders(list.params);
  const send = useNotifyAgents();
  const drawer = useDrawer<RefineRequest | null>(null);
  const named = useOpenedRequest(drawer.openWith);

  async function confirmNotice(request: RefineRequest, type: NotifyAgentsType) {
    const detail = await queryClient.fetchQuery({
      queryKey: emptyOrdersKeys.request(request.calculationId),
      queryFn: () => getRefineRequest(request.calculationId),
    });
    const count = type === 'CANCEL' ? detail.recipients.length : detail.agents.length;
    modal.confirm({
      title: t(`refineRequests.confirm.${type}`, { count, route: routeText(request) }),
      okText: t(noticeTypeLabel(type)),
      okButtonProps: { danger: type === 'CANCEL' },
      cancelText: t('admin.common.cancel'),
      onOk: async () => {
        try {
          const result = await send.mutateAsync({
            calculationId: request.calculationId,
            body: { type, requestId: request.id },
          });
          notify.success(
            type === 'CANCEL'
              ? t('refineRequests.withdrawnDone')
              : t('refineRequests.notified', { count: result.notified.length }),
          );
        } catch (error) {
          if (!isApiError(error)) throw error;
          notify.error(error.message);
        }
      },
    });
  }

  return (
    <>
      <PageHeader title={title} subtitle={operator ? undefined : user?.organization.name} />
      <Alert
        type="info"
        showIcon
        className="empty-orders-intro"
        title={t(operator ? 'refineRequests.intro.admin' : 'refineRequests.intro.partner')}
      />
      <FilterBar filtered={list.filtered} onReset={list.resetFilters}>
        <Select
          className="list-filter"
          allowClear
          aria-label={t('refineRequests.column.status')}
          placeholder={t('refineRequests.column.status')}
          value={list.filters.status}
          options={OPEN_REFINE_STATUSES.map((value) => ({ value, label: t(statusLabel(value)) }))}
          onChange={(value?: string) => list.setFilter('status', value)}
        />
        {(['fromCountry', 'toCountry'] as const).map((field) => (
          <CountrySelect
            key={field}
            className="list-filter"
            aria-label={t(`refineRequests.filter.${field}`)}
            placeholder={t(`refineRequests.filter.${field}`)}
            value={list.filters[field] ?? null}
            onChange={(value) => list.setFilter(field, value)}
          />
        ))}
      </FilterBar>
      {rows.isError ? (
        <QueryError error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <ListCard>
          <EmptyOrdersTable
            rows={rows.data?.items}
            loading={rows.isFetching}
            showClient={operator}
            list={list}
            total={rows.data?.total}
            actions={(request) => (
              <Space size={0} wrap={false}>
                <Button type="link" size="small" onClick={() => drawer.openWith(request)}>
                  {t('refineRequests.action.answer')}
                </Button>
                <NotifyMenu
                  request={request}
                  operator={operator}
                  onNotify={(type) => void confirmNotice(request, type)}
                />
              </Space>
            )}
          />
        </ListCard>
      )}
      <RequestDrawer
        key={drawer.key}
        open={drawer.open}
        request={drawer.target}
        operator={operator}
        onClose={() => {
          drawer.close();
          named.forget();
        }}
      />
    </>
  );
}
