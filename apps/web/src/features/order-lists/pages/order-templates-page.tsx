import type { QuotePlace } from '@cargo/domain';
import { isOperator, memberOf } from '@cargo/domain';
import { Alert, App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { ListCard, ListFilterBar, useListQuery } from '../../../shared/lists';
import { useRouteTitle } from '../../../shared/lib/use-route-title';
import { placeTypeLabelKey } from '../../../shared/places';
import { useSession } from '../../../shared/session';
import { useNotify } from '../../../shared/ui';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { todayIso } from '../../../shared/lib/days';
import { useDeleteOrderTemplate } from '../api/delete-order-template';
import { useOrderTemplates, type OrderTemplateRow } from '../api/list-order-templates';
import { enumLabel } from '../lib/labels';
import { placeIdOf, templateWizardLink } from '../lib/template-link';
import { TEMPLATE_FILTERS, TEMPLATE_PARAMS, TEMPLATE_SORT_FIELDS } from '../lib/template-query';
import { TemplatesTable } from '../components/templates-table';
import '../components/order-lists.css';

/**
 * The organization's order templates (Product specification, domain §2 orders-template): calculation requests
 * saved under a name. "Use" opens the wizard filled in with one; deleting asks first.
 */
export function OrderTemplatesPage() {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const title = useRouteTitle();
  const { user } = useSession();
  const operator = user !== null && isOperator(memberOf(user));
  const list = useListQuery({
    sortFields: TEMPLATE_SORT_FIELDS,
    filters: TEMPLATE_PARAMS,
    defaultSort: { field: 'createdAt', direction: 'desc' },
  });
  const { setFilter } = list;
  const setSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const setFilters = useCallback((value: string) => setFilter('filters', value), [setFilter]);
  const rows = useOrderTemplates(list.params);
  const remove = useDeleteOrderTemplate();
  const unnamed = useCallback(
    (place: QuotePlace) => t('orderLists.place', { type: t(placeTypeLabelKey(place.type)), id: placeIdOf(place) }),
    [t],
  );

  function confirmDelete(template: OrderTemplateRow) {
    modal.confirm({
      title: t('orderLists.templates.confirmDelete', { name: template.name }),
      okText: t('orderLists.templates.delete'),
      okButtonProps: { danger: true },
      cancelText: t('admin.common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(template.id);
          notify.success(t('orderLists.templates.deleted'));
        } catch (error) {
          if (!isApiError(error)) throw error;
          notify.error(error.message);
        }
      },
    });
  }

  return (
    <>
      <PageHeader title={title} />
      <Alert type="info" showIcon className="order-lists-intro" title={t('orderLists.templates.intro')} />
      <ListFilterBar
        specs={TEMPLATE_FILTERS}
        searchPlaceholder={t('orderLists.templates.search')}
        operator={operator}
        enumLabel={enumLabel}
        search={list.filters.search ?? ''}
        onSearch={setSearch}
        filters={list.filters.filters ?? ''}
        onFilters={setFilters}
        filtered={list.filtered}
        onReset={list.resetFilters}
      />
      {rows.isError ? (
        <QueryError error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <ListCard>
          <TemplatesTable
            rows={rows.data?.items}
            loading={rows.isFetching}
            list={list}
            total={rows.data?.total}
            unnamed={unnamed}
            onUse={(template) => void navigate(templateWizardLink(template, unnamed, todayIso()))}
            onDelete={confirmDelete}
          />
        </ListCard>
      )}
    </>
  );
}
