/**
 * Where the order screens live (Product specification, domain §2): the same order and delivery order pages in
 * the client, partner and admin areas; the address tells which area a page was opened in, and its
 * links stay there.
 */
export type OrderArea = 'client' | 'partner' | 'admin';

const AREAS: readonly OrderArea[] = ['client', 'partner', 'admin'];

/** The area of an address (`/partner/orders/7` → partner); the client's when it names none. */
export function areaOf(pathname: string): OrderArea {
  const first = pathname.split('/').find(Boolean);
  return AREAS.find((area) => area === first) ?? 'client';
}

export const orderPath = (area: OrderArea, id: number) => `/${area}/orders/${id}`;
export const deliveryOrderPath = (area: OrderArea, id: number) => `/${area}/delivery-orders/${id}`;
/** The order's delivery orders as a carrier sees them (its request group): partners only. */
export const deliveryGroupPath = (orderId: number) => `/partner/delivery-group-orders/${orderId}`;

/** Back to the calculation: the wizard reloads the order's calculation from its id (Product specification, shell §2). */
export const wizardOfOrder = (orderId: number) => `/book/wizard#${orderId}`;
/** The wizard on a calculation: a copy of an order, or the update of an outdated one. */
export const wizardOfCalculation = (calculationId: string) => `/book/wizard#${calculationId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the booking page books: `?calculationId=<uuid>&quotationId=<n>`, or null when either is missing or garbled. */
export function bookingTarget(search: string): { calculationId: string; quotationId: number } | null {
  const params = new URLSearchParams(search);
  const calculationId = params.get('calculationId')?.trim() ?? '';
  const quotation = params.get('quotationId')?.trim() ?? '';
  if (!UUID.test(calculationId) || !/^[1-9]\d{0,9}$/.test(quotation)) return null;
  const quotationId = Number(quotation);
  if (quotationId > 2_147_483_647) return null;
  return { calculationId: calculationId.toLowerCase(), quotationId };
}

/** The calculation an operator books by hand: `?calculationId=<uuid>`, or null when missing or garbled. */
export function manualBookingTarget(search: string): string | null {
  const calculationId = new URLSearchParams(search).get('calculationId')?.trim() ?? '';
  return UUID.test(calculationId) ? calculationId.toLowerCase() : null;
}

/** An id of the address (`:id`) as a number, or null. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
