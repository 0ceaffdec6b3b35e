import type { OrganizationType } from '../contracts/organizations.js';
import { isOperatorRole, isPartnerRole, ROLES, type Role } from './roles.js';

/** The strongest of a user's roles (the spec's generalRole); GUEST for none. */
export function generalRole(roles: readonly Role[]): Role {
  return roles.reduce<Role>((best, role) => (ROLES.indexOf(role) > ROLES.indexOf(best) ? role : best), 'GUEST');
}

/** The kind of organization a role belongs to: operators', partners' or clients'. */
export function organizationTypeOfRole(role: Role): OrganizationType | undefined {
  if (isOperatorRole(role)) return 'OPERATOR';
  if (isPartnerRole(role)) return 'PARTNER';
  if (role === 'CLIENT') return 'CLIENT';
  return undefined;
}

/**
 * The first role that does not fit an organization of this type, if any: operator roles only in
 * the operator's organization ("Invalid company for a user with an operator's authorisation"),
 * partner roles only in partners', the client role only in clients'.
 */
export function misfitRole(roles: readonly Role[], type: OrganizationType): Role | undefined {
  return roles.find((role) => organizationTypeOfRole(role) !== type);
}
