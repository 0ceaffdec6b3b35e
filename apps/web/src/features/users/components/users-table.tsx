import { personName, type Role, type User } from '@cargo/domain';
import { Button, Space } from 'antd';
import { useT } from '../../../shared/i18n';
import { formatDate } from '../../../shared/lib/format-date';
import { ListTable, type ListColumn, type ListView } from '../../../shared/lists';
import { RoleTags } from '../../../shared/ui/status-tags';
import { UserStatusTag } from './user-status-tag';

export interface UsersTableProps {
  users: readonly User[] | undefined;
  loading: boolean;
  showOrganization: boolean;
  /** Whether the caller may change this user (edit, block): none above the roles they may give. */
  canManage: (user: User) => boolean;
  selfId: number | undefined;
  /** The list's state (useListQuery) and how many rows it has in all. */
  list: ListView;
  total: number | undefined;
  onEdit: (user: User) => void;
  onBlock: (user: User) => void;
  onUnblock: (user: User) => void;
  /** Operators only: remove the user's second factor. */
  onResetTwoFactor?: (user: User) => void;
}

const rolesOf = (user: User): Role[] => user.roles.map((role) => role.id);

/** An e-mail address that may break onto a second line after its "@" and nowhere else. */
function emailWithBreak(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

export function UsersTable(props: UsersTableProps) {
  const t = useT();
  const { canManage, selfId } = props;

  // Seven columns and the actions fit a 1366 px screen beside the menu: the e-mail and the phone
  // share a column, long names, addresses and organizations wrap inside theirs, roles wrap as tags.
  const columns: ListColumn<User>[] = [
    {
      key: 'lastName',
      title: t('admin.users.name'),
      sortable: true,
      maxWidth: 180,
      render: (user) => <span className="list-table-name">{personName(user)}</span>,
    },
    {
      key: 'email',
      title: t('admin.users.contacts'),
      sortable: true,
      // An address breaks after its "@" if it must, never inside a name: "operator@demo.loc/al".
      render: (user) => (
        <span className="list-cell-stack">
          <span>{emailWithBreak(user.email)}</span>
          {user.phone ? <span className="list-cell-sub list-cell-nowrap">{user.phone}</span> : null}
        </span>
      ),
    },
    ...(props.showOrganization
      ? [
          {
            key: 'organizationName',
            title: t('admin.users.organization'),
            sortable: true,
            maxWidth: 180,
            render: (user: User) => user.organization.name,
          },
        ]
      : []),
    {
      key: 'roles',
      title: t('admin.users.roles'),
      maxWidth: 200,
      render: (user) => (
        <span className="list-tags">
          <RoleTags roles={rolesOf(user)} />
        </span>
      ),
    },
    { key: 'status', title: t('admin.users.status'), render: (user) => <UserStatusTag user={user} /> },
    {
      key: 'createdAt',
      title: t('admin.common.created'),
      className: 'list-cell-nowrap',
      sortable: true,
      render: (user) => formatDate(user.createdAt),
    },
  ];

  return (
    <ListTable<User>
      rowKey={(user) => user.id}
      columns={columns}
      rows={props.users}
      loading={props.loading}
      list={props.list}
      total={props.total}
      actions={(user) =>
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
        ) : null
      }
    />
  );
}
