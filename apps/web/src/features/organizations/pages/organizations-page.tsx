import { PlusOutlined } from '@ant-design/icons';
import { ORGANIZATION_SORT_FIELDS, ORGANIZATION_TYPES, type Organization } from '@cargo/domain';
import { Button, Select } from 'antd';
import { useT } from '../../../shared/i18n';
import { organizationTypeLabelKey } from '../../../shared/lib/labels';
import { FilterBar, ListCard, SearchFilter, useListQuery } from '../../../shared/lists';
import { OrganizationSelect, useOrganizations } from '../../../shared/organizations';
import { useDrawer } from '../../../shared/ui';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { OrganizationDrawer } from '../components/organization-drawer';
import { OrganizationsTable } from '../components/organizations-table';

const FILTERS = ['name', 'type', 'parentId', 'international'] as const;

/** `/admin/organizations`: every organization, filtered and paged; created and edited in a drawer. */
export function OrganizationsPage() {
  const t = useT();
  const list = useListQuery({ sortFields: ORGANIZATION_SORT_FIELDS, filters: FILTERS });
  const organizations = useOrganizations(list.params);
  const drawer = useDrawer<Organization | null>(null);
  const openDrawer = drawer.openWith;

  return (
    <>
      <PageHeader
        title={t('admin.organizations.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openDrawer(null)}>
            {t('admin.organizations.new')}
          </Button>
        }
      />
      <FilterBar filtered={list.filtered} onReset={list.resetFilters}>
        <SearchFilter
          className="list-filter-wide"
          value={list.filters.name ?? ''}
          onSearch={(value) => list.setFilter('name', value)}
          placeholder={t('admin.organizations.searchPlaceholder')}
        />
        <Select
          className="list-filter"
          allowClear
          placeholder={t('admin.organizations.type')}
          aria-label={t('admin.organizations.type')}
          value={list.filters.type}
          options={ORGANIZATION_TYPES.map((type) => ({ value: type, label: t(organizationTypeLabelKey(type)) }))}
          onChange={(value?: string) => list.setFilter('type', value)}
        />
        <OrganizationSelect
          className="list-filter"
          aria-label={t('admin.organizations.parent')}
          placeholder={t('admin.organizations.parent')}
          value={list.filters.parentId ? Number(list.filters.parentId) : null}
          onChange={(value) => list.setFilter('parentId', value)}
        />
        <Select
          className="list-filter"
          allowClear
          placeholder={t('admin.organizations.international')}
          aria-label={t('admin.organizations.international')}
          value={list.filters.international}
          options={[
            { value: 'true', label: t('admin.organizations.filter.international') },
            { value: 'false', label: t('admin.organizations.filter.domestic') },
          ]}
          onChange={(value?: string) => list.setFilter('international', value)}
        />
      </FilterBar>
      {organizations.isError ? (
        <QueryError error={organizations.error} onRetry={() => void organizations.refetch()} />
      ) : (
        <ListCard>
          <OrganizationsTable
            organizations={organizations.data?.items}
            loading={organizations.isFetching}
            list={list}
            total={organizations.data?.total}
            onEdit={openDrawer}
          />
        </ListCard>
      )}
      <OrganizationDrawer key={drawer.key} open={drawer.open} organization={drawer.target} onClose={drawer.close} />
    </>
  );
}
