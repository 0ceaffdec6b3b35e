/**
 * Query keys of everything organization-shaped, shared by the screens that read organizations
 * (users, organizations): invalidating `organizationKeys.all` refreshes all of them.
 */
export const organizationKeys = {
  all: ['organizations'] as const,
  lists: () => [...organizationKeys.all, 'list'] as const,
  list: (params: object) => [...organizationKeys.lists(), params] as const,
  /** The client organizations a caller may name (GET /organizations/clients). */
  clients: (params: object) => [...organizationKeys.all, 'clients', params] as const,
  detail: (id: number) => [...organizationKeys.all, 'detail', id] as const,
  bankDetails: (id: number) => [...organizationKeys.detail(id), 'bank-details'] as const,
  profilesOf: (id: number) => [...organizationKeys.detail(id), 'profiles'] as const,
  /** The operators' review queue: every organization's profiles. */
  profiles: (params: object) => [...organizationKeys.all, 'profiles', params] as const,
  checkDomain: (domain: string, organizationId: number | undefined) =>
    [...organizationKeys.all, 'check-domain', domain, organizationId ?? null] as const,
};
