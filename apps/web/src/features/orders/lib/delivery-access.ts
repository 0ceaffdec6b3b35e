import { isOperator, isPartner, memberOf, type CurrentUser, type DeliveryOrder } from '@cargo/domain';

/**
 * Who may edit a delivery order's tracking, cost, external id, payment and logistics (the API's
 * rule, docs: orders-api "Who"): operators, and the partners of the carrying organization.
 * Clients read it. The statuses one may set are the answer's own `nextStatuses`.
 */
export function mayEditDelivery(
  user: Pick<CurrentUser, 'roles' | 'organization'> | null,
  delivery: Pick<DeliveryOrder, 'carrierOrganizationId'>,
): boolean {
  if (!user) return false;
  const member = memberOf(user as CurrentUser);
  if (isOperator(member)) return true;
  return isPartner(member) && user.organization.id === delivery.carrierOrganizationId;
}
