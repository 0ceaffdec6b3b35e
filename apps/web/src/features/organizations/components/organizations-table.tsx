import type { Organization } from '@cargo/domain';
import { CheckOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import { useT } from '../../../shared/i18n';
import { organizationTypeLabelKey } from '../../../shared/lib/labels';
import { ListTable, type ListColumn, type ListView } from '../../../shared/lists';
import { useOrganizationsById } from '../../../shared/organizations';
import { ProfileTag } from '../../../shared/ui/status-tags';
import { DeleteOrganizationButton } from './delete-organization-button';

export interface OrganizationsTableProps {
  organizations: readonly Organization[] | undefined;
  loading: boolean;
  /** The list's state (useListQuery) and how many rows it has in all. */
  list: ListView;
  total: number | undefined;
  onEdit: (organization: Organization) => void;
}

const dash = <span className="list-muted">—</span>;

export function OrganizationsTable(props: OrganizationsTableProps) {
  const t = useT();
  // The list answers parent ids; their names come from the (cached) organizations themselves.
  const parentIds = [...new Set((props.organizations ?? []).flatMap((o) => (o.parentId ? [o.parentId] : [])))];
  const parents = useOrganizationsById(parentIds);

  const columns: ListColumn<Organization>[] = [
    {
      key: 'name',
      width: 190,
      title: t('admin.organizations.name'),
      sortable: true,
      render: (organization) => (
        <Button type="link" className="organization-name-link" onClick={() => props.onEdit(organization)}>
          {organization.name}
        </Button>
      ),
    },
    {
      key: 'nameEn',
      title: t('admin.organizations.nameEn'),
      render: (organization) => organization.nameEn || dash,
    },
    {
      key: 'type',
      title: t('admin.organizations.type'),
      sortable: true,
      render: (organization) => t(organizationTypeLabelKey(organization.type)),
    },
    {
      key: 'domain',
      title: t('admin.organizations.domainColumn'),
      className: 'list-cell-nowrap',
      // A domain waiting for the operator's verification says so: the list is where they find it.
      render: (organization) =>
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
      render: (organization) =>
        organization.parentId ? (parents.get(organization.parentId)?.name ?? `#${organization.parentId}`) : dash,
    },
    {
      key: 'international',
      title: t('admin.organizations.international'),
      align: 'center',
      render: (organization) =>
        organization.international ? <CheckOutlined aria-label={t('admin.common.yes')} /> : dash,
    },
    {
      key: 'profiles',
      title: t('admin.profiles.title'),
      render: (organization) =>
        organization.profiles.length
          ? organization.profiles.map((profile) => (
              <ProfileTag key={profile.id} kind={profile.kind} status={profile.status} />
            ))
          : dash,
    },
  ];

  return (
    <ListTable<Organization>
      rowKey={(organization) => organization.id}
      columns={columns}
      rows={props.organizations}
      loading={props.loading}
      list={props.list}
      total={props.total}
      minWidth={1080}
      actions={(organization) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => props.onEdit(organization)}>
            {t('admin.common.edit')}
          </Button>
          <DeleteOrganizationButton organization={organization} />
        </Space>
      )}
    />
  );
}
