import { PlusOutlined } from '@ant-design/icons';
import { isOperator, isOrganizationAdmin, ROLES, USER_SORT_FIELDS, type Role, type User } from '@cargo/domain';
import { Button, Select } from 'antd';
import { useT } from '../../../shared/i18n';
import { roleLabelKey } from '../../../shared/lib/labels';
import { FilterBar, ListCard, SearchFilter, useListQuery } from '../../../shared/lists';
import { OrganizationSelect } from '../../../shared/organizations';
import { useSession } from '../../../shared/session';
import { useDrawer } from '../../../shared/ui';
import { PageHeader } from '../../../shared/ui/page-header';
import { ForbiddenState } from '../../../shared/ui/forbidden-state';
import { QueryError } from '../../../shared/ui/query-error';
import { useSubordinateRoles } from '../api/get-subordinate-roles';
import { useUsers } from '../api/list-users';
import { useUserBlockActions } from '../components/use-user-block-actions';
import { UserFormDrawer, type FixedOrganization } from '../components/user-form-drawer';
import { UsersTable } from '../components/users-table';

const FILTERS = ['search', 'role', 'blocked', 'organizationId'] as const;

/**
 * `/admin/users` and `/partner/users`: operators manage every organization's users, a partner's
 * admin their own organization's (the API confines them; the form fixes the organization). A
 * partner manager is told who manages users instead of meeting the API's refusal.
 */
export function UsersPage() {
  const t = useT();
  const { user: me } = useSession();
  const operator = me ? isOperator({ roles: me.roles.map((role) => role.id) }) : false;
  const admin = operator || (me ? isOrganizationAdmin({ roles: me.roles.map((role) => role.id) }) : false);

  if (!me || !admin)
    return (
      <>
        <PageHeader title={t('admin.users.title')} />
        <ForbiddenState title={t('admin.users.forbiddenTitle')} hint={t('admin.users.forbiddenHint')} />
      </>
    );
  const fixed: FixedOrganization | undefined = operator
    ? undefined
    : { id: me.organization.id, name: me.organization.name, type: me.organization.type };
  return <UsersList operator={operator} selfId={me.id} fixedOrganization={fixed} />;
}

function UsersList({
  operator,
  selfId,
  fixedOrganization,
}: {
  operator: boolean;
  selfId: number;
  fixedOrganization?: FixedOrganization;
}) {
  const t = useT();
  const list = useListQuery({ sortFields: USER_SORT_FIELDS, filters: FILTERS });
  const users = useUsers(list.params);
  const grantable = useSubordinateRoles();
  const { confirmBlock, confirmUnblock, confirmResetTwoFactor } = useUserBlockActions();
  const drawer = useDrawer<User | null>(null);
  const openDrawer = drawer.openWith;

  const grantableRoles = grantable.data ?? [];
  const canManage = (user: User) => user.roles.every((role) => grantableRoles.includes(role.id));
  const roleFilterOptions = (operator ? ROLES.filter((role) => role !== 'GUEST') : grantableRoles).map(
    (role: Role) => ({ value: role, label: t(roleLabelKey(role)) }),
  );

  return (
    <>
      <PageHeader
        title={t('admin.users.title')}
        subtitle={fixedOrganization?.name}
        extra={
          grantableRoles.length ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openDrawer(null)}>
              {t('admin.users.new')}
            </Button>
          ) : null
        }
      />
      <FilterBar filtered={list.filtered} onReset={list.resetFilters}>
        <SearchFilter
          className="list-filter-wide"
          value={list.filters.search ?? ''}
          onSearch={(value) => list.setFilter('search', value)}
          placeholder={t('admin.users.searchPlaceholder')}
        />
        <Select
          className="list-filter"
          allowClear
          placeholder={t('admin.users.roles')}
          aria-label={t('admin.users.roles')}
          value={list.filters.role}
          options={roleFilterOptions}
          onChange={(value?: string) => list.setFilter('role', value)}
        />
        <Select
          className="list-filter"
          allowClear
          placeholder={t('admin.users.status')}
          aria-label={t('admin.users.status')}
          value={list.filters.blocked}
          options={[
            { value: 'false', label: t('admin.users.filter.notBlocked') },
            { value: 'true', label: t('admin.users.filter.blocked') },
          ]}
          onChange={(value?: string) => list.setFilter('blocked', value)}
        />
        {operator ? (
          <OrganizationSelect
            className="list-filter"
            aria-label={t('admin.users.organization')}
            placeholder={t('admin.users.organization')}
            value={list.filters.organizationId ? Number(list.filters.organizationId) : null}
            onChange={(value) => list.setFilter('organizationId', value)}
          />
        ) : null}
      </FilterBar>
      {users.isError ? (
        <QueryError error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <ListCard>
          <UsersTable
            users={users.data?.items}
            loading={users.isFetching}
            showOrganization={operator}
            canManage={canManage}
            selfId={selfId}
            list={list}
            total={users.data?.total}
            onEdit={openDrawer}
            onBlock={confirmBlock}
            onUnblock={confirmUnblock}
            onResetTwoFactor={operator ? confirmResetTwoFactor : undefined}
          />
        </ListCard>
      )}
      <UserFormDrawer
        key={drawer.key}
        open={drawer.open}
        user={drawer.target}
        grantableRoles={grantableRoles}
        fixedOrganization={fixedOrganization}
        selfId={selfId}
        onClose={drawer.close}
      />
    </>
  );
}
