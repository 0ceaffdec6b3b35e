export {
  getOrganization,
  organizationQueryOptions,
  useOrganization,
  useOrganizationsById,
} from './api/get-organization';
export {
  listOrganizations,
  organizationsQueryOptions,
  useOrganizations,
  type OrganizationListParams,
} from './api/list-organizations';
export { organizationKeys } from './keys';
export { OrganizationSelect, type OrganizationSelectProps } from './organization-select';
export { listClientOrganizations, useClientOrganizations, type ClientListParams } from './api/list-clients';
export { ClientSelect, type ClientSelectProps } from './client-select';
