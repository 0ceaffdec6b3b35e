/**
 * Query keys of the list screens, under `orders`: every change on an order's pages (a booking, a
 * status, a payment, an external id) invalidates that prefix, and with it these lists.
 */
export const orderListsKeys = {
  orders: ['orders', 'list'] as const,
  orderList: (params: object) => [...orderListsKeys.orders, params] as const,
  deliveryOrders: ['orders', 'delivery-list'] as const,
  deliveryOrderList: (params: object) => [...orderListsKeys.deliveryOrders, params] as const,
  templates: ['orders', 'templates'] as const,
  templateList: (params: object) => [...orderListsKeys.templates, params] as const,
  /** Calculations sit under `orders` too: a booking made of one changes its line. */
  quotations: ['orders', 'quotations'] as const,
  quotationList: (params: object) => [...orderListsKeys.quotations, params] as const,
};
