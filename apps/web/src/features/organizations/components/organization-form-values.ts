import type { Organization, OrganizationInput, OrganizationType } from '@cargo/domain';

/** What the organization form holds: texts as typed, absent values as '' or null. */
export interface OrganizationFormValues {
  name: string;
  nameEn: string;
  type: OrganizationType | undefined;
  domain: string;
  parentId: number | null;
  international: boolean;
  disableIntegratorReward: boolean;
  disableInsuranceForm: boolean;
  disableCustomsClearanceFee: boolean;
  wizardSettings: { containers: boolean; containersOnly: boolean };
  countryCodes: string[];
}

export function emptyOrganizationValues(): OrganizationFormValues {
  return {
    name: '',
    nameEn: '',
    type: 'PARTNER',
    domain: '',
    parentId: null,
    international: false,
    disableIntegratorReward: false,
    disableInsuranceForm: false,
    disableCustomsClearanceFee: false,
    wizardSettings: { containers: false, containersOnly: false },
    countryCodes: [],
  };
}

export function organizationValues(organization: Organization): OrganizationFormValues {
  return {
    name: organization.name,
    nameEn: organization.nameEn ?? '',
    type: organization.type,
    domain: organization.domain ?? '',
    parentId: organization.parentId,
    international: organization.international,
    disableIntegratorReward: organization.disableIntegratorReward,
    disableInsuranceForm: organization.disableInsuranceForm,
    disableCustomsClearanceFee: organization.disableCustomsClearanceFee,
    wizardSettings: { ...organization.wizardSettings },
    countryCodes: [...organization.countryCodes],
  };
}

/** The PUT/POST body: every field of the contract, empty texts as null. */
export function organizationInput(values: OrganizationFormValues): OrganizationInput {
  const wizard = values.wizardSettings;
  return {
    name: values.name.trim(),
    nameEn: values.nameEn.trim() || null,
    type: values.type ?? 'PARTNER',
    domain: values.domain.trim().toLowerCase() || null,
    parentId: values.parentId ?? null,
    international: Boolean(values.international),
    disableIntegratorReward: Boolean(values.disableIntegratorReward),
    disableInsuranceForm: Boolean(values.disableInsuranceForm),
    disableCustomsClearanceFee: Boolean(values.disableCustomsClearanceFee),
    wizardSettings: { containers: Boolean(wizard.containers), containersOnly: Boolean(wizard.containersOnly) },
    countryCodes: values.countryCodes,
  };
}
