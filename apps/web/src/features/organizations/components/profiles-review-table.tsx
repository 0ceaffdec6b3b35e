import type { Profile } from '@cargo/domain';
import { Button, Space } from 'antd';
import { useT } from '../../../shared/i18n';
import { formatDate } from '../../../shared/lib/format-date';
import { profileKindLabelKey } from '../../../shared/lib/labels';
import { ListTable, type ListColumn, type ListView } from '../../../shared/lists';
import { ProfileStatusTag } from '../../../shared/ui/status-tags';

export interface ProfilesReviewTableProps {
  profiles: readonly Profile[] | undefined;
  loading: boolean;
  /** The profile whose decision is being sent: its buttons wait. */
  deciding: number | undefined;
  /** The list's state (useListQuery) and how many rows it has in all. */
  list: ListView;
  total: number | undefined;
  onApprove: (profile: Profile) => void;
  onReject: (profile: Profile) => void;
}

const dash = <span className="list-muted">—</span>;

export function ProfilesReviewTable(props: ProfilesReviewTableProps) {
  const t = useT();
  const columns: ListColumn<Profile>[] = [
    {
      key: 'organizationName',
      title: t('admin.users.organization'),
      sortable: true,
      render: (profile) => <span className="list-table-name">{profile.organizationName}</span>,
    },
    {
      key: 'kind',
      title: t('admin.profiles.kind'),
      sortable: true,
      render: (profile) => t(profileKindLabelKey(profile.kind)),
    },
    {
      key: 'status',
      title: t('admin.profiles.status'),
      sortable: true,
      render: (profile) => <ProfileStatusTag status={profile.status} />,
    },
    {
      key: 'createdAt',
      title: t('admin.profiles.appliedOn'),
      className: 'list-cell-nowrap',
      sortable: true,
      render: (profile) => formatDate(profile.createdAt),
    },
    {
      key: 'decidedAt',
      title: t('admin.profiles.decidedOn'),
      className: 'list-cell-nowrap',
      render: (profile) => (profile.decidedAt ? formatDate(profile.decidedAt) : dash),
    },
  ];
  return (
    <ListTable<Profile>
      rowKey={(profile) => profile.id}
      columns={columns}
      rows={props.profiles}
      loading={props.loading}
      list={props.list}
      total={props.total}
      minWidth={860}
      actions={(profile) =>
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
        ) : null
      }
    />
  );
}
