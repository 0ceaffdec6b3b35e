import { personName, type Role, type User } from '@cargo/domain';
import { Button, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useT } from '../../../shared/i18n';
import { formatDate } from '../../../shared/lib/format-date';
import { RoleTags } from '../../../shared/ui/status-tags';
import { UserStatusTag } from './user-status-tag';

export interface UsersTableProps {
  users: readonly User[] | undefined;
  loading: boolean;
  showOrganization: boolean;
  /** Whether the caller may change this user (edit, block): none above the roles they may give. */
  canManage: (user: User) => boolean;
  selfId: number | undefined;
  sortOrder: (field: 'lastName' | 'email' | 'organizationName' | 'createdAt') => SortOrder;
  pagination: TableProps<User>['pagination'];
  onChange: TableProps<User>['onChange'];
  onEdit: (user: User) => void;
  onBlock: (user: User) => void;
  onUnblock: (user: User) => void;
  /** Operators only: remove the user's second factor. */
  onResetTwoFactor?: (user: User) => void;
}

const rolesOf = (user: User): Role[] => user.roles.map((role) => role.id);

export function UsersTable(props: UsersTableProps) {
  const t = useT();
  const { canManage, selfId, sortOrder } = props;

  const columns: TableColumnsType<User> = [
    {
      key: 'lastName',
      width: 190,
      title: t('admin.users.name'),
      sorter: true,
      sortOrder: sortOrder('lastName'),
      render: (_, user) => <span className="list-table-name">{personName(user)}</span>,
    },
    { key: 'email', dataIndex: 'email', title: t('admin.users.email'), sorter: true, sortOrder: sortOrder('email') },
    {
      key: 'phone',
      dataIndex: 'phone',
      title: t('admin.users.phone'),
      className: 'list-cell-nowrap',
      render: (phone: string | null) => phone ?? <span className="list-muted">—</span>,
    },
    ...(props.showOrganization
      ? [
          {
            key: 'organizationName',
            title: t('admin.users.organization'),
            sorter: true,
            sortOrder: sortOrder('organizationName'),
            render: (_: unknown, user: User) => user.organization.name,
          },
        ]
      : []),
    { key: 'roles', title: t('admin.users.roles'), render: (_, user) => <RoleTags roles={rolesOf(user)} /> },
    { key: 'status', title: t('admin.users.status'), render: (_, user) => <UserStatusTag user={user} /> },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('admin.common.created'),
      className: 'list-cell-nowrap',
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      render: (value: string) => formatDate(value),
    },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      className: 'list-cell-nowrap',
      render: (_, user) =>
        canManage(user) ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => props.onEdit(user)}>
              {t('admin.common.edit')}
            </Button>
            {user.id === selfId ? null : user.blocked ? (
              <Button type="link" size="small" onClick={() => props.onUnblock(user)}>
                {t('admin.users.unblock')}
              </Button>
            ) : (
              <Button type="link" size="small" danger onClick={() => props.onBlock(user)}>
                {t('admin.users.block')}
              </Button>
            )}
            {props.onResetTwoFactor && user.id !== selfId && (
              <Button type="link" size="small" onClick={() => props.onResetTwoFactor?.(user)}>
                {t('twoFactor.reset')}
              </Button>
            )}
          </Space>
        ) : null,
    },
  ];

  return (
    <Table<User>
      rowKey="id"
      columns={columns}
      dataSource={props.users as User[] | undefined}
      loading={props.loading}
      pagination={props.pagination}
      onChange={props.onChange}
      scroll={{ x: 1080 }}
      size="middle"
    />
  );
}
