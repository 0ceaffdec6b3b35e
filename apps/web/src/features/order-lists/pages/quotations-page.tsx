import { PlusOutlined } from '@ant-design/icons';
import { isOperator, memberOf, type CalculationListItem } from '@cargo/domain';
import { Button, Segmented, Select } from 'antd';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { ListCard, ListFilterBar, ListTools, useColumnViews, useListQuery } from '../../../shared/lists';
import { useRouteTitle } from '../../../shared/lib/use-route-title';
import { useSession } from '../../../shared/session';
import { useNotify } from '../../../shared/ui';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useDeleteCalculation, useRecalculateCalculation } from '../api/change-calculation';
import { useCalculations } from '../api/list-calculations';
import { QuotationActions } from '../components/quotation-actions';
import { QUOTATION_COLUMNS, QuotationsTable } from '../components/quotations-table';
import { useArea } from '../components/use-area';
import { enumLabel } from '../lib/labels';
import { quotationFilters, quotationSortFields } from '../lib/quotation-filters';
import { flagOf, QUOTATION_LIST_PARAMS, type FlagChoice } from '../lib/quotation-params';
import '../components/order-lists.css';

type Show = 'ALL' | 'SAVED';
const FLAG_CHOICES = ['true', 'false'] as const;

/**
 * The quotations of an area (Product specification, domain §2 "my quotations", partner and admin quotations):
 * a client's organization's calculations, saved first, to open, recalculate, book or delete; a
 * partner's view of demand (the calculations its tariffs priced, its own share); every one for
 * operators. Search, quick and typed filters, saved filters, column views, sort and page: all
 * but the columns in the address.
 */
export function QuotationsPage() {
  const t = useT();
  const title = useRouteTitle();
  const area = useArea();
  const notify = useNotify();
  const navigate = useNavigate();
  const { user } = useSession();
  const operator = user !== null && isOperator(memberOf(user));
  const list = useListQuery({ sortFields: quotationSortFields(area), filters: QUOTATION_LIST_PARAMS });
  const rows = useCalculations(list.params);
  const context = `quotations/${area}`;
  const specs = QUOTATION_COLUMNS[area];
  const views = useColumnViews(context, specs);
  const remove = useDeleteCalculation();
  const recalculate = useRecalculateCalculation();
  const { setFilter } = list;

  const failed = (cause: unknown) => {
    if (!isApiError(cause)) throw cause;
    notify.error(cause.message);
  };
  const actions = {
    open: (row: CalculationListItem) => void navigate(`/book/wizard#${row.id}`),
    recalculate: async (row: CalculationListItem) => {
      try {
        await recalculate.mutateAsync(row.id);
        notify.success(t('quotationLists.recalculated'));
      } catch (cause) {
        failed(cause);
      }
    },
    book: (row: CalculationListItem) =>
      void navigate(
        `/client/orders/new?${new URLSearchParams({ calculationId: row.id, quotationId: String(row.bestQuotationId) }).toString()}`,
      ),
    remove: async (row: CalculationListItem) => {
      try {
        await remove.mutateAsync(row.id);
        notify.success(t('quotationLists.deleted'));
      } catch (cause) {
        failed(cause);
      }
    },
  };

  const flagSelect = (name: 'outdated' | 'booked', label: string) => (
    <Select<Exclude<FlagChoice, undefined>>
      className="order-lists-stage"
      allowClear
      aria-label={label}
      placeholder={t(`quotationLists.${name}.any`)}
      value={flagOf(list.filters[name])}
      onChange={(value) => setFilter(name, value)}
      options={FLAG_CHOICES.map((value) => ({ value, label: t(`quotationLists.${name}.${value}`) }))}
    />
  );

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t(`quotationLists.subtitle.${area}`)}
        extra={
          area === 'client' ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/book/wizard')}>
              {t('orderLists.newCalculation')}
            </Button>
          ) : undefined
        }
      />
      <div className="order-lists-status-bar">
        {area === 'partner' ? null : (
          <Segmented<Show>
            aria-label={t('quotationLists.show.label')}
            value={list.filters.saved === 'true' ? 'SAVED' : 'ALL'}
            onChange={(value) => setFilter('saved', value === 'SAVED' ? 'true' : undefined)}
            options={(['ALL', 'SAVED'] as const).map((value) => ({ value, label: t(`quotationLists.show.${value}`) }))}
          />
        )}
        {flagSelect('outdated', t('quotationLists.outdated.label'))}
        {flagSelect('booked', t('quotationLists.booked.label'))}
      </div>
      <ListFilterBar
        specs={quotationFilters(area)}
        searchPlaceholder={t('quotationLists.search')}
        operator={operator}
        enumLabel={enumLabel}
        search={list.filters.search ?? ''}
        onSearch={(value) => setFilter('search', value)}
        filters={list.filters.filters ?? ''}
        onFilters={(value) => setFilter('filters', value)}
        filtered={list.filtered}
        onReset={list.resetFilters}
        extra={
          <ListTools
            context={context}
            filters={list.filters.filters ?? ''}
            onPickFilters={(value) => setFilter('filters', value)}
            specs={specs}
            views={views}
            sort={list.params.sort}
            size={list.params.size}
          />
        }
      />
      {rows.isError ? (
        <QueryError error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <ListCard>
          <QuotationsTable
            area={area}
            columns={views.columns}
            rows={rows.data?.items}
            loading={rows.isFetching}
            list={list}
            total={rows.data?.total}
            actions={
              area === 'partner'
                ? undefined
                : (row) => (
                    <QuotationActions
                      row={row}
                      client={area === 'client'}
                      busy={recalculate.isPending && recalculate.variables === row.id}
                      {...actions}
                    />
                  )
            }
          />
        </ListCard>
      )}
    </>
  );
}
