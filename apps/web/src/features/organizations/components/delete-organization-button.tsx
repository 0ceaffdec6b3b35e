import type { Organization } from '@cargo/domain';
import { Button, Popconfirm } from 'antd';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { useDeleteOrganization } from '../api/delete-organization';

/**
 * An operator's delete of one organization, asked for confirmation by name. The API decides
 * whether it may go (users, requests, open orders, other dependants): its refusal is shown as it
 * answers it, in the user's language, and the organization stays in the list.
 */
export function DeleteOrganizationButton({ organization }: { organization: Organization }) {
  const t = useT();
  const notify = useNotify();
  const remove = useDeleteOrganization();

  const confirm = () =>
    remove.mutateAsync(organization.id).then(
      () => notify.success(t('admin.organizations.deleted', { name: organization.name })),
      (error: unknown) => {
        if (!isApiError(error)) throw error;
        notify.error(error.message);
      },
    );

  return (
    <Popconfirm
      title={t('admin.organizations.deleteConfirm', { name: organization.name })}
      okText={t('admin.organizations.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.common.cancel')}
      onConfirm={confirm}
    >
      <Button
        type="link"
        size="small"
        danger
        loading={remove.isPending}
        aria-label={`${t('admin.organizations.delete')}: ${organization.name}`}
      >
        {t('admin.organizations.delete')}
      </Button>
    </Popconfirm>
  );
}
