import type { CurrentUser, Organization } from '@cargo/domain';

/** A client organization as the API answers it, with no settings out of the ordinary. */
export const organizationOf = (id: number, name: string): Organization => ({
  id,
  name,
  nameEn: null,
  type: 'CLIENT',
  domain: null,
  domainVerified: false,
  parentId: null,
  international: false,
  disableIntegratorReward: false,
  disableInsuranceForm: false,
  disableCustomsClearanceFee: false,
  wizardSettings: { containers: true, containersOnly: false },
  countryCodes: [],
  profiles: [],
  version: 1,
  createdAt: '2026-01-10T09:00:00.000Z',
});

/** A signed-in client of organization 1, as `GET /users/current` answers. */
export const CLIENT_USER: CurrentUser = {
  id: 7,
  email: 'client@demo.local',
  firstName: 'Olga',
  lastName: 'Smirnova',
  middleName: null,
  phone: null,
  roles: [{ id: 'CLIENT' }],
  generalRole: 'CLIENT',
  lang: null,
  confirmed: true,
  blocked: false,
  organization: organizationOf(1, 'Demo Cargo Owner'),
  createdAt: '2026-11-01T00:00:00.000Z',
};
