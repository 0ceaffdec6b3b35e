import { PlusOutlined } from '@ant-design/icons';
import {
  CARGO_TYPES,
  COMMISSION_LIST,
  isOperator,
  isOrganizationAdmin,
  memberOf,
  sortableFields,
  type Commission,
} from '@cargo/domain';
import { Alert, App, Button, Select } from 'antd';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { FilterBar, ListCard, useListQuery } from '../../../shared/lists';
import { useRouteTitle } from '../../../shared/lib/use-route-title';
import { OrganizationSelect } from '../../../shared/organizations';
import { useSession } from '../../../shared/session';
import { useDrawer, useNotify } from '../../../shared/ui';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useCurrencyDigits } from '../../../shared/references';
import { useDeleteCommission } from '../api/delete-commission';
import { COMMISSION_FILTERS, useCommissions } from '../api/list-commissions';
import { CommissionDrawer } from '../components/commission-drawer';
import { CommissionTable } from '../components/commission-table';
import { cargoTypeLabel, variantLabel } from '../lib/labels';
import '../components/commission.css';

const SORT_FIELDS = sortableFields(COMMISSION_LIST);

/**
 * `/admin/commission` (operators: every organization's rules, both variants, an organization
 * filter) and `/partner/commission` (the partner's own organization: its markup, editable by its
 * admin, and the marketplace's commission on it, read-only). The list keeps its page, sort and
 * filters in the address.
 */
export function CommissionPage({ area }: { area: 'admin' | 'partner' }) {
  const t = useT();
  const notify = useNotify();
  const { modal } = App.useApp();
  const title = useRouteTitle();
  const { user } = useSession();
  const member = user ? memberOf(user) : null;
  const operator = area === 'admin' && member !== null && isOperator(member);
  const mayAdd = operator || (member !== null && isOrganizationAdmin(member));
  const list = useListQuery({ sortFields: SORT_FIELDS, filters: COMMISSION_FILTERS });
  const rows = useCommissions(list.params);
  const currencies = useCurrencyDigits();
  const remove = useDeleteCommission();
  const drawer = useDrawer<Commission | null>(null);
  const openDrawer = drawer.openWith;

  async function deleteRule(commission: Commission) {
    try {
      await remove.mutateAsync(commission.id);
      notify.success(t('commission.list.deleted'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      modal.error({
        title: t('dictionaries.list.deleteFailed'),
        content: error.message,
        okText: t('admin.common.close'),
      });
    }
  }

  const intro =
    area === 'admin' ? (
      t('commission.adminIntro')
    ) : (
      <>
        {t('commission.partnerIntro')}
        {user?.organization.disableIntegratorReward ? <> {t('commission.integratorDisabled')}</> : null}
        {mayAdd ? null : <> {t('commission.organizationAdminOnly')}</>}
      </>
    );

  return (
    <>
      <PageHeader
        title={title}
        subtitle={area === 'partner' ? user?.organization.name : undefined}
        extra={
          mayAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openDrawer(null)}>
              {t(operator ? 'commission.list.add' : 'commission.list.addMarkup')}
            </Button>
          ) : null
        }
      />
      <Alert type="info" showIcon className="commission-intro" title={intro} />
      <FilterBar filtered={list.filtered} onReset={list.resetFilters}>
        {operator ? (
          <OrganizationSelect
            className="list-filter"
            type="PARTNER"
            aria-label={t('commission.field.organization')}
            placeholder={t('commission.field.organization')}
            value={list.filters.organizationId ? Number(list.filters.organizationId) : null}
            onChange={(value) => list.setFilter('organizationId', value)}
          />
        ) : null}
        <Select
          className="list-filter"
          allowClear
          aria-label={t('commission.field.cargoType')}
          placeholder={t('commission.field.cargoType')}
          value={list.filters.cargoType}
          options={CARGO_TYPES.map((value) => ({ value, label: t(cargoTypeLabel(value)) }))}
          onChange={(value?: string) => list.setFilter('cargoType', value)}
        />
        <Select
          className="list-filter"
          allowClear
          aria-label={t('commission.field.variant')}
          placeholder={t('commission.field.variant')}
          value={list.filters.integrator}
          options={[true, false].map((value) => ({ value: String(value), label: t(variantLabel(value)) }))}
          onChange={(value?: string) => list.setFilter('integrator', value)}
        />
      </FilterBar>
      {rows.isError ? (
        <QueryError error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <ListCard>
          <CommissionTable
            rows={rows.data?.items}
            loading={rows.isFetching}
            showOrganization={operator}
            digitsOf={currencies.digitsOf}
            list={list}
            total={rows.data?.total}
            onOpen={openDrawer}
            onDelete={deleteRule}
          />
        </ListCard>
      )}
      <CommissionDrawer
        key={drawer.key}
        open={drawer.open}
        commission={drawer.target}
        operator={operator}
        ownOrganizationId={operator ? null : (user?.organization.id ?? null)}
        onClose={drawer.close}
      />
    </>
  );
}
