import type { Organization } from '@cargo/domain';
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

  // Six columns and the actions fit a 1366 px screen beside the menu: the English name sits under
  // the name, "international" under the type; long names, domains and profiles wrap in their column.
  const columns: ListColumn<Organization>[] = [
    {
      key: 'name',
      title: t('admin.organizations.name'),
      sortable: true,
      maxWidth: 220,
      render: (organization) => (
        <span className="list-cell-stack">
          <Button type="link" className="organization-name-link" onClick={() => props.onEdit(organization)}>
            {organization.name}
          </Button>
          {organization.nameEn && organization.nameEn !== organization.name ? (
            <span className="list-cell-sub" lang="en">
              {organization.nameEn}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'type',
      title: t('admin.organizations.type'),
      sortable: true,
      maxWidth: 160,
      render: (organization) => (
        <span className="list-cell-stack">
          {t(organizationTypeLabelKey(organization.type))}
          {organization.international ? <Tag>{t('admin.organizations.international')}</Tag> : null}
        </span>
      ),
    },
    {
      key: 'parent',
      title: t('admin.organizations.parent'),
      maxWidth: 180,
      render: (organization) =>
        organization.parentId ? (parents.get(organization.parentId)?.name ?? `#${organization.parentId}`) : dash,
    },
    {
      key: 'domain',
      title: t('admin.organizations.domainColumn'),
      maxWidth: 180,
      // A domain waiting for the operator's verification says so: the list is where they find it.
      render: (organization) =>
        organization.domain ? (
          <span className="list-cell-stack">
            {organization.domain}
            {organization.domainVerified ? null : <Tag color="warning">{t('whiteLabel.pending')}</Tag>}
          </span>
        ) : (
          dash
        ),
    },
    {
      key: 'profiles',
      title: t('admin.profiles.title'),
      maxWidth: 200,
      render: (organization) =>
        organization.profiles.length ? (
          <span className="list-tags">
            {organization.profiles.map((profile) => (
              <ProfileTag key={profile.id} kind={profile.kind} status={profile.status} />
            ))}
          </span>
        ) : (
          dash
        ),
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
