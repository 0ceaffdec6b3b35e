import { isOperator, type RoleHolder } from './roles.js';

/**
 * Who must sign in with a second factor (issue 27): those who run the marketplace (every
 * operator role) and partners' admins, and everyone in an organization that asks for it.
 * Everyone else may enrol one.
 */
export function twoFactorRequired(user: RoleHolder, organizationRequires: boolean): boolean {
  return organizationRequires || isOperator(user) || user.roles.includes('PARTNER_ADMIN');
}
