import type { Organization } from '@cargo/domain';
import { Descriptions, Tag, Tooltip } from 'antd';
import { useI18n } from '../../../shared/i18n';
import { countryName } from '../../../shared/lib/country-codes';
import { organizationTypeLabelKey } from '../../../shared/lib/labels';
import { useOrganization } from '../../../shared/organizations';

const dash = <span className="list-muted">—</span>;

/** The organization's details for someone who may only look (a partner manager): a list, not a disabled form. */
export function OrganizationSummary({ organization }: { organization: Organization }) {
  const { t, language } = useI18n();
  const parent = useOrganization(organization.parentId);
  const yesNo = (value: boolean) => (value ? t('admin.common.yes') : t('admin.common.no'));
  const wizard = organization.wizardSettings;

  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      size="small"
      items={[
        { key: 'name', label: t('admin.organizations.name'), children: organization.name },
        { key: 'nameEn', label: t('admin.organizations.nameEn'), children: organization.nameEn || dash },
        { key: 'type', label: t('admin.organizations.type'), children: t(organizationTypeLabelKey(organization.type)) },
        {
          key: 'parent',
          label: t('admin.organizations.parent'),
          children: organization.parentId ? (parent.data?.name ?? `#${organization.parentId}`) : dash,
        },
        {
          key: 'domain',
          label: t('admin.organizations.domain'),
          children: organization.domain ? (
            <>
              {organization.domain}{' '}
              <Tag color={organization.domainVerified ? 'success' : 'warning'}>
                {t(organization.domainVerified ? 'whiteLabel.verified' : 'whiteLabel.pending')}
              </Tag>
            </>
          ) : (
            dash
          ),
        },
        {
          key: 'international',
          label: t('admin.organizations.international'),
          children: yesNo(organization.international),
        },
        {
          key: 'containers',
          label: t('admin.organizations.wizardContainers'),
          children: wizard.containers
            ? wizard.containersOnly
              ? t('admin.organizations.wizardContainersOnly')
              : t('admin.common.yes')
            : t('admin.common.no'),
        },
        {
          key: 'disableIntegratorReward',
          label: t('admin.organizations.disableIntegratorReward'),
          children: yesNo(organization.disableIntegratorReward),
        },
        {
          key: 'disableInsuranceForm',
          label: t('admin.organizations.disableInsuranceForm'),
          children: yesNo(organization.disableInsuranceForm),
        },
        {
          key: 'disableCustomsClearanceFee',
          label: t('admin.organizations.disableCustomsClearanceFee'),
          children: yesNo(organization.disableCustomsClearanceFee),
        },
        {
          key: 'countries',
          label: t('admin.organizations.countryCodes'),
          span: 'filled',
          children: organization.countryCodes.length
            ? organization.countryCodes.map((code) => (
                <Tooltip key={code} title={countryName(code, language)}>
                  <Tag>{code}</Tag>
                </Tooltip>
              ))
            : dash,
        },
      ]}
    />
  );
}
