import type { Organization } from '@cargo/domain';
import { Alert, Button, Drawer, Form, Tabs } from 'antd';
import { useState } from 'react';
import { applyFieldErrors, useEditVersion } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useIsDesktop } from '../../../shared/lib/use-media-query';
import { getOrganization } from '../../../shared/organizations';
import { useNotify } from '../../../shared/ui';
import { useCreateOrganization } from '../api/create-organization';
import { useUpdateOrganization } from '../api/update-organization';
import { BankDetailsForm } from './bank-details-form';
import { OrganizationForm } from './organization-form';
import {
  emptyOrganizationValues,
  organizationInput,
  organizationValues,
  type OrganizationFormValues,
} from './organization-form-values';
import { ProfilesSection } from './profiles-section';

export interface OrganizationDrawerProps {
  open: boolean;
  /** The organization being edited; null creates one. */
  organization: Organization | null;
  onClose: () => void;
}

type TabKey = 'details' | 'bank' | 'profiles';

/**
 * An operator's drawer over one organization (mounted afresh, by key, for each opening): its details, then (once it exists) its bank
 * details and profiles. A new organization stays open after saving, so the bank details and
 * profiles can follow at once.
 */
export function OrganizationDrawer({ open, organization, onClose }: OrganizationDrawerProps) {
  const t = useT();
  const notify = useNotify();
  const isDesktop = useIsDesktop();
  const [form] = Form.useForm<OrganizationFormValues>();
  const [current, setCurrent] = useState<Organization | null>(organization);
  const [tab, setTab] = useState<TabKey>('details');
  const [problems, setProblems] = useState<string[]>([]);
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const saving = create.isPending || update.isPending;
  const edit = useEditVersion(
    current?.version,
    () => getOrganization(current!.id),
    (fresh) => {
      setCurrent(fresh);
      form.resetFields();
      form.setFieldsValue(organizationValues(fresh));
      setProblems([]);
    },
  );

  async function submit(values: OrganizationFormValues) {
    setProblems([]);
    const input = organizationInput(values);
    try {
      if (current) {
        const saved = await update.mutateAsync({ id: current.id, input, version: edit.version });
        setCurrent(saved);
        notify.success(t('admin.common.saved'));
      } else {
        const created = await create.mutateAsync(input);
        setCurrent(created);
        notify.success(t('admin.organizations.created'));
      }
    } catch (error) {
      if (edit.conflicted(error)) return;
      if (!isApiError(error)) throw error;
      const unplaced = applyFieldErrors(form, error);
      if (unplaced.length || !error.fieldErrors.length) setProblems(unplaced.length ? unplaced : [error.message]);
    }
  }

  const footer =
    tab === 'details' ? (
      <div className="organization-drawer-footer">
        <Button onClick={onClose}>{t('admin.common.close')}</Button>
        <Button type="primary" loading={saving} onClick={() => form.submit()}>
          {current ? t('admin.common.save') : t('admin.organizations.create')}
        </Button>
      </div>
    ) : null;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={isDesktop ? 760 : '100%'}
      title={current ? current.name : t('admin.organizations.createTitle')}
      footer={footer}
      forceRender
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: 'details',
            label: t('admin.organizations.details'),
            forceRender: true,
            children: (
              <OrganizationForm
                form={form}
                initialValues={organization ? organizationValues(organization) : emptyOrganizationValues()}
                organizationId={current?.id}
                mode="operator"
                saved={current ?? undefined}
                onDomainVerified={setCurrent}
                onFinish={(values) => void submit(values)}
                footer={
                  <>
                    {edit.notice}
                    {problems.length ? <Alert type="error" showIcon title={problems.join(' ')} /> : null}
                  </>
                }
              />
            ),
          },
          {
            key: 'bank',
            label: t('admin.bank.title'),
            disabled: !current,
            children: current ? <BankDetailsForm key={current.id} organizationId={current.id} mode="operator" /> : null,
          },
          {
            key: 'profiles',
            label: t('admin.profiles.title'),
            disabled: !current,
            children: current ? <ProfilesSection key={current.id} organizationId={current.id} mode="operator" /> : null,
          },
        ]}
      />
      {current ? null : <p className="list-muted">{t('admin.organizations.saveFirst')}</p>}
    </Drawer>
  );
}
