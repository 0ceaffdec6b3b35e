/**
 * The root of every query about orders, and the order templates' keys. The order pages
 * (features/orders) and the lists (features/order-lists) build their keys on `orderKeys.all`, so
 * a change on an order's pages (a booking, a status, a payment) refreshes the lists through it;
 * the wizard saves templates that the templates list shows.
 */
export const orderKeys = {
  all: ['orders'] as const,
  templates: () => [...orderKeys.all, 'templates'] as const,
  templateList: (params: object) => [...orderKeys.templates(), params] as const,
};
