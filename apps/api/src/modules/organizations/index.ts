/**
 * The entry of the organizations module: what other modules, server.ts, the seed and the tests may use.
 * Organizations, their profiles, bank details and verified domains; tenancy (which
 * organization a caller is confined to).
 */
export { type BankDetailsService, createBankDetailsService } from './bank-details.service.js';
export { createDomainVerificationService, type DomainVerificationService } from './domain-verification.service.js';
export { organizationsRoutes } from './organizations.routes.js';
export { createOrganizationsService, type OrganizationsService } from './organizations.service.js';
export {
  findOrganization,
  findOrganizationRow,
  insertOrganization,
  type OrganizationRow,
} from './organizations.shared.js';
export { createProfilesService, type ProfilesService } from './profiles.service.js';
export { canSee, isMembersAdmin, notFound, tenantOf } from './tenancy.js';
