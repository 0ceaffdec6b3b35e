import { isOperator, isOrganizationAdmin, type Organization } from '@cargo/domain';
import { Alert, Button, Form, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { applyFieldErrors, useEditVersion } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { organizationTypeLabelKey } from '../../../shared/lib/labels';
import { getOrganization, organizationKeys, useOrganization } from '../../../shared/organizations';
import { useSession } from '../../../shared/session';
import { useNotify } from '../../../shared/ui';
import { PageHeader, SectionCard } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useUpdateOrganization } from '../api/update-organization';
import { BankDetailsForm } from '../components/bank-details-form';
import type { EditMode } from '../components/edit-mode';
import { OrganizationForm } from '../components/organization-form';
import {
  organizationInput,
  organizationValues,
  type OrganizationFormValues,
} from '../components/organization-form-values';
import { OrganizationSummary } from '../components/organization-summary';
import { ProfilesSection } from '../components/profiles-section';

/**
 * `/partner/organizations`: the partner's own organization. Its admin edits the details (not the
 * operator's fields), the bank details and applies for profiles; a manager only looks, and the
 * bank details stay with the admins (the API refuses them to managers).
 */
export function OwnOrganizationPage() {
  const t = useT();
  const { user } = useSession();
  const organizationId = user?.organization.id;
  const organization = useOrganization(organizationId);
  const roles = { roles: user?.roles.map((role) => role.id) ?? [] };
  const mode: EditMode = isOperator(roles) ? 'operator' : isOrganizationAdmin(roles) ? 'partnerAdmin' : 'readOnly';

  if (!organizationId) return null;
  if (organization.isError)
    return (
      <>
        <PageHeader title={t('admin.ownOrganization.title')} />
        <QueryError error={organization.error} onRetry={() => void organization.refetch()} />
      </>
    );
  if (!organization.data)
    return (
      <>
        <PageHeader title={t('admin.ownOrganization.title')} />
        <Skeleton active paragraph={{ rows: 10 }} />
      </>
    );

  return (
    <>
      <PageHeader
        title={organization.data.name}
        subtitle={`${t('admin.ownOrganization.title')} · ${t(organizationTypeLabelKey(organization.data.type))}`}
      />
      {mode === 'readOnly' ? (
        <Alert type="info" showIcon title={t('admin.ownOrganization.readOnly')} className="form-alert" />
      ) : null}
      <SectionCard title={t('admin.organizations.details')}>
        {mode === 'readOnly' ? (
          <OrganizationSummary organization={organization.data} />
        ) : (
          <DetailsForm organization={organization.data} mode={mode} />
        )}
      </SectionCard>
      <SectionCard title={t('admin.bank.title')}>
        {mode === 'readOnly' ? (
          <p className="list-muted">{t('admin.ownOrganization.bankAdminsOnly')}</p>
        ) : (
          <BankDetailsForm organizationId={organizationId} mode={mode} />
        )}
      </SectionCard>
      <SectionCard title={t('admin.profiles.title')}>
        <ProfilesSection organizationId={organizationId} mode={mode} />
      </SectionCard>
    </>
  );
}

/** The details an admin edits: an operator's fields stay read-only to a partner's admin. */
function DetailsForm({ organization, mode }: { organization: Organization; mode: EditMode }) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<OrganizationFormValues>();
  const [problems, setProblems] = useState<string[]>([]);
  const update = useUpdateOrganization();
  const queryClient = useQueryClient();
  // The form follows the query: Reload puts the organization as it is now there, the effect below in the form.
  const edit = useEditVersion(organization.version, async () => {
    const fresh = await getOrganization(organization.id);
    queryClient.setQueryData(organizationKeys.detail(organization.id), fresh);
    return fresh;
  });

  useEffect(() => {
    form.setFieldsValue(organizationValues(organization));
  }, [organization, form]);

  async function submit(values: OrganizationFormValues) {
    setProblems([]);
    try {
      await update.mutateAsync({ id: organization.id, input: organizationInput(values), version: edit.version });
      notify.success(t('admin.common.saved'));
    } catch (error) {
      if (edit.conflicted(error)) return;
      if (!isApiError(error)) throw error;
      const unplaced = applyFieldErrors(form, error);
      if (unplaced.length || !error.fieldErrors.length) setProblems(unplaced.length ? unplaced : [error.message]);
    }
  }

  return (
    <OrganizationForm
      form={form}
      organizationId={organization.id}
      mode={mode}
      saved={organization}
      // The page reads the organization's query, which a verification updates itself.
      onDomainVerified={() => undefined}
      onFinish={(values) => void submit(values)}
      footer={
        <>
          {edit.notice}
          {problems.length ? <Alert type="error" showIcon title={problems.join(' ')} /> : null}
          <div className="form-actions">
            <Button
              disabled={update.isPending}
              onClick={() => {
                form.resetFields();
                form.setFieldsValue(organizationValues(organization));
                setProblems([]);
              }}
            >
              {t('admin.common.reset')}
            </Button>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              {t('admin.common.save')}
            </Button>
          </div>
        </>
      }
    />
  );
}
