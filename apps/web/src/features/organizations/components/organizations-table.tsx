import type { Organization } from '@cargo/domain';
import { CheckOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tag, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useT } from '../../../shared/i18n';
import { organizationTypeLabelKey } from '../../../shared/lib/labels';
import { useOrganizationsById } from '../../../shared/organizations';
import { ProfileTag } from '../../../shared/ui/status-tags';
import { DeleteOrganizationButton } from './delete-organization-button';

export interface OrganizationsTableProps {
  organizations: readonly Organization[] | undefined;
  loading: boolean;
  sortOrder: (field: 'name' | 'type' | 'createdAt' | 'id') => SortOrder;
  pagination: TableProps<Organization>['pagination'];
  onChange: TableProps<Organization>['onChange'];
  onEdit: (organization: Organization) => void;
}

const dash = <span className="list-muted">—</span>;

export function OrganizationsTable(props: OrganizationsTableProps) {
  const t = useT();
  const { sortOrder } = props;
  // The list answers parent ids; their names come from the (cached) organizations themselves.
  const parentIds = [...new Set((props.organizations ?? []).flatMap((o) => (o.parentId ? [o.parentId] : [])))];
  const parents = useOrganizationsById(parentIds);

  const columns: TableColumnsType<Organization> = [
    {
      key: 'name',
      width: 190,
      title: t('admin.organizations.name'),
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_, organization) => (
        <Button type="link" className="organization-name-link" onClick={() => props.onEdit(organization)}>
          {organization.name}
        </Button>
      ),
    },
    {
      key: 'nameEn',
      title: t('admin.organizations.nameEn'),
      render: (_, organization) => organization.nameEn || dash,
    },
    {
      key: 'type',
      title: t('admin.organizations.type'),
      sorter: true,
      sortOrder: sortOrder('type'),
      render: (_, organization) => t(organizationTypeLabelKey(organization.type)),
    },
    {
      key: 'domain',
      title: t('admin.organizations.domainColumn'),
      className: 'list-cell-nowrap',
      // A domain waiting for the operator's verification says so: the list is where they find it.
      render: (_, organization) =>
        organization.domain ? (
          <>
            {organization.domain}
            {organization.domainVerified ? null : (
              <Tag color="warning" className="domain-pending-tag">
                {t('whiteLabel.pending')}
              </Tag>
            )}
          </>
        ) : (
          dash
        ),
    },
    {
      key: 'parent',
      title: t('admin.organizations.parent'),
      render: (_, organization) =>
        organization.parentId ? (parents.get(organization.parentId)?.name ?? `#${organization.parentId}`) : dash,
    },
    {
      key: 'international',
      title: t('admin.organizations.international'),
      align: 'center',
      render: (_, organization) =>
        organization.international ? <CheckOutlined aria-label={t('admin.common.yes')} /> : dash,
    },
    {
      key: 'profiles',
      title: t('admin.profiles.title'),
      render: (_, organization) =>
        organization.profiles.length
          ? organization.profiles.map((profile) => (
              <ProfileTag key={profile.id} kind={profile.kind} status={profile.status} />
            ))
          : dash,
    },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      className: 'list-cell-nowrap',
      render: (_, organization) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => props.onEdit(organization)}>
            {t('admin.common.edit')}
          </Button>
          <DeleteOrganizationButton organization={organization} />
        </Space>
      ),
    },
  ];

  return (
    <Table<Organization>
      rowKey="id"
      columns={columns}
      dataSource={props.organizations as Organization[] | undefined}
      loading={props.loading}
      pagination={props.pagination}
      onChange={props.onChange}
      scroll={{ x: 1080 }}
      size="middle"
    />
  );
}
