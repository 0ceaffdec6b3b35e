/**
 * The area a list screen is opened in (Product specification, shell §2): one screen serves /client, /partner and
 * /admin, and its links stay in the area it was opened in.
 */
export const AREAS = ['client', 'partner', 'admin'] as const;
export type Area = (typeof AREAS)[number];

/** The area of a path (`/partner/orders/all` → partner); a path outside the three is a client's. */
export function areaOf(pathname: string): Area {
  const segment = pathname.split('/').find(Boolean);
  return AREAS.find((area) => area === segment) ?? 'client';
}

/** `/client/orders/42`: an order's page in the area. */
export const orderPath = (area: Area, id: number): string => `/${area}/orders/${id}`;

/** `/partner/delivery-orders/7`: a delivery order's page in the area. */
export const deliveryOrderPath = (area: Area, id: number): string => `/${area}/delivery-orders/${id}`;
