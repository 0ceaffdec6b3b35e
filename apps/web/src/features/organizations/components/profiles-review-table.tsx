import type { Profile } from '@cargo/domain';
import { Button, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useT } from '../../../shared/i18n';
import { formatDate } from '../../../shared/lib/format-date';
import { profileKindLabelKey } from '../../../shared/lib/labels';
import { ProfileStatusTag } from '../../../shared/ui/status-tags';

export interface ProfilesReviewTableProps {
  profiles: readonly Profile[] | undefined;
  loading: boolean;
  /** The profile whose decision is being sent: its buttons wait. */
  deciding: number | undefined;
  sortOrder: (field: 'id' | 'kind' | 'status' | 'createdAt' | 'organizationName') => SortOrder;
  pagination: TableProps<Profile>['pagination'];
  onChange: TableProps<Profile>['onChange'];
  onApprove: (profile: Profile) => void;
  onReject: (profile: Profile) => void;
}

const dash = <span className="list-muted">—</span>;

export function ProfilesReviewTable(props: ProfilesReviewTableProps) {
  const t = useT();
  const { sortOrder } = props;
  const columns: TableColumnsType<Profile> = [
    {
      key: 'organizationName',
      dataIndex: 'organizationName',
      title: t('admin.users.organization'),
      sorter: true,
      sortOrder: sortOrder('organizationName'),
      render: (name: string) => <span className="list-table-name">{name}</span>,
    },
    {
      key: 'kind',
      title: t('admin.profiles.kind'),
      sorter: true,
      sortOrder: sortOrder('kind'),
      render: (_, profile) => t(profileKindLabelKey(profile.kind)),
    },
    {
      key: 'status',
      title: t('admin.profiles.status'),
      sorter: true,
      sortOrder: sortOrder('status'),
      render: (_, profile) => <ProfileStatusTag status={profile.status} />,
    },
    {
      key: 'createdAt',
      title: t('admin.profiles.appliedOn'),
      className: 'list-cell-nowrap',
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      render: (_, profile) => formatDate(profile.createdAt),
    },
    {
      key: 'decidedAt',
      title: t('admin.profiles.decidedOn'),
      className: 'list-cell-nowrap',
      render: (_, profile) => (profile.decidedAt ? formatDate(profile.decidedAt) : dash),
    },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      className: 'list-cell-nowrap',
      render: (_, profile) =>
        profile.status === 'NEW' ? (
          <Space size={8}>
            <Button
              type="primary"
              size="small"
              loading={props.deciding === profile.id}
              onClick={() => props.onApprove(profile)}
            >
              {t('admin.profiles.approve')}
            </Button>
            <Button
              size="small"
              danger
              disabled={props.deciding === profile.id}
              onClick={() => props.onReject(profile)}
            >
              {t('admin.profiles.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];
  return (
    <Table<Profile>
      rowKey="id"
      columns={columns}
      dataSource={props.profiles as Profile[] | undefined}
      loading={props.loading}
      pagination={props.pagination}
      onChange={props.onChange}
      scroll={{ x: 860 }}
      size="middle"
    />
  );
}
