import { isOperator, isPartner, type RoleHolder } from '../access/roles.js';

/** Whoever asks: their roles and the organization they act for. */
export interface DeliveryWorker extends RoleHolder {
  readonly organizationId: number;
}

/**
 * Who may work a delivery order — change its status, record its tracking dates, cost, external
 * id, payment and logistics: operators, and the partners of the organization that carries it.
 * The client and any other carrier read it only. One rule for the API (which refuses with 403)
 * and the web app (which shows the edits or not).
 */
export function mayWorkDelivery(
  who: DeliveryWorker | null,
  delivery: { readonly carrierOrganizationId: number },
): boolean {
  if (!who) return false;
  if (isOperator(who)) return true;
  return isPartner(who) && who.organizationId === delivery.carrierOrganizationId;
}
