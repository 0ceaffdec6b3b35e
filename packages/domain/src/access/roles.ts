import { z } from 'zod';

/** The role identifiers of Product specification, shell §6, weakest first. */
export const ROLES = ['GUEST', 'CLIENT', 'PARTNER_MANAGER', 'PARTNER_ADMIN', 'OPERATOR', 'OPERATOR_ADMIN'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

/** Anyone the checks are asked about: a signed-in user, or a guest with the single role GUEST. */
export interface RoleHolder {
  readonly roles: readonly Role[];
}

export const GUEST: RoleHolder = { roles: ['GUEST'] };

// The checks of Product specification, shell §6, one per row of its table, on a single role…

/** partner: the role id contains PARTNER. */
export const isPartnerRole = (role: Role): boolean => role.includes('PARTNER');
/** operator: the role id contains OPERATOR. */
export const isOperatorRole = (role: Role): boolean => role.includes('OPERATOR');
/** admin: only OPERATOR_ADMIN. */
export const isAdminRole = (role: Role): boolean => role === 'OPERATOR_ADMIN';
/** organization admin: PARTNER_ADMIN or OPERATOR_ADMIN. */
export const isOrganizationAdminRole = (role: Role): boolean => role === 'PARTNER_ADMIN' || role === 'OPERATOR_ADMIN';
/** manager or greater: any partner or operator role. */
export const isManagerOrGreaterRole = (role: Role): boolean => isPartnerRole(role) || isOperatorRole(role);

export type RoleLabel = 'admin' | 'manager' | 'client' | 'unknown';

/** role label: ending _ADMIN gives admin, ending _MANAGER gives manager, CLIENT gives client, else unknown. */
export function roleLabel(role: Role): RoleLabel {
  if (role.endsWith('_ADMIN')) return 'admin';
  if (role.endsWith('_MANAGER')) return 'manager';
  if (role === 'CLIENT') return 'client';
  return 'unknown';
}

// …and on a user, who holds a role when any of theirs passes.

const holds = (check: (role: Role) => boolean) => (holder: RoleHolder) => holder.roles.some(check);

export const isPartner = holds(isPartnerRole);
export const isOperator = holds(isOperatorRole);
export const isAdmin = holds(isAdminRole);
export const isOrganizationAdmin = holds(isOrganizationAdminRole);
export const isManagerOrGreater = holds(isManagerOrGreaterRole);
export const isClient = holds((role) => role === 'CLIENT');
export const isGuest = (holder: RoleHolder): boolean => holder.roles.every((role) => role === 'GUEST');

/**
 * The roles a caller may give to users of an organization: operators' admins any role but GUEST,
 * operators every partner and client role, a partner's admin their own organization's partner
 * roles, everyone else none. Nobody hands out a role above their own.
 */
export function subordinateRoles(caller: RoleHolder): Role[] {
  if (isAdmin(caller)) return ['CLIENT', 'PARTNER_MANAGER', 'PARTNER_ADMIN', 'OPERATOR', 'OPERATOR_ADMIN'];
  if (isOperator(caller)) return ['CLIENT', 'PARTNER_MANAGER', 'PARTNER_ADMIN'];
  if (caller.roles.includes('PARTNER_ADMIN')) return ['PARTNER_MANAGER', 'PARTNER_ADMIN'];
  return [];
}
