import type { Organization } from '@cargo/domain';
import { Tabs } from 'antd';
import { useState } from 'react';
import { FormDrawer, useFormDrawer } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { getOrganization } from '../../../shared/organizations';
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
  const [current, setCurrent] = useState<Organization | null>(organization);
  const [tab, setTab] = useState<TabKey>('details');
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const drawer = useFormDrawer<OrganizationFormValues, Organization>({
    open,
    onClose,
    staysOpen: true,
    version: {
      read: current?.version,
      reload: () => getOrganization(current!.id),
      valuesOf: organizationValues,
      onReloaded: (fresh) => setCurrent(fresh),
    },
  });

  async function submit(values: OrganizationFormValues) {
    const input = organizationInput(values);
    await drawer.save(
      (version) => (current ? update.mutateAsync({ id: current.id, input, version }) : create.mutateAsync(input)),
      { success: current ? t('admin.common.saved') : t('admin.organizations.created'), onSaved: setCurrent },
    );
  }

  return (
    <FormDrawer
      {...drawer.props}
      width={760}
      title={current ? current.name : t('admin.organizations.createTitle')}
      submitLabel={current ? t('admin.common.save') : t('admin.organizations.create')}
      formShown={tab === 'details'}
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
                form={drawer.form}
                initialValues={organization ? organizationValues(organization) : emptyOrganizationValues()}
                organizationId={current?.id}
                mode="operator"
                saved={current ?? undefined}
                onDomainVerified={setCurrent}
                onFinish={(values) => void submit(values)}
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
    </FormDrawer>
  );
}
