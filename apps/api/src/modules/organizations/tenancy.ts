import { isOperator, isOrganizationAdmin, type RoleHolder } from '@cargo/domain';
import { AppError } from '../../errors.js';
import type { Caller } from '../auth/index.js';

/**
 * Who administers organizations and their people: operators every organization, an
 * organization's admin (PARTNER_ADMIN) their own. The route guard asks this; the services then
 * confine a non-operator to their organization with `tenantOf`.
 */
export const isMembersAdmin = (holder: RoleHolder): boolean => isOperator(holder) || isOrganizationAdmin(holder);

/** The organization a caller is confined to: none for operators, who see all, else their own. */
export function tenantOf(caller: Caller): number | undefined {
  return isOperator(caller) ? undefined : caller.organizationId;
}

/** Whether the caller may see the organization's objects at all. */
export function canSee(caller: Caller, organizationId: number): boolean {
  const tenant = tenantOf(caller);
  return tenant === undefined || tenant === organizationId;
}

/**
 * Another tenant's object is answered as missing (docs/architecture.md §4: 404, not 403), so nobody learns
 * which ids exist elsewhere. `field` names the body field that referred to it, if any.
 */
export function notFound(field?: string): AppError {
  return new AppError('NOT_FOUND', field ? { fields: [{ fieldName: field, message: 'error.notFound' }] } : {});
}
