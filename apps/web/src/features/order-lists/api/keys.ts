import { orderKeys } from '../../../shared/orders/keys';

/**
 * Query keys of the list screens, under `orderKeys.all`: every change on an order's pages (a
 * booking, a status, a payment, an external id) invalidates that root, and with it these lists.
 */
export const orderListsKeys = {
  orders: [...orderKeys.all, 'list'] as const,
  orderList: (params: object) => [...orderListsKeys.orders, params] as const,
  deliveryOrders: [...orderKeys.all, 'delivery-list'] as const,
  deliveryOrderList: (params: object) => [...orderListsKeys.deliveryOrders, params] as const,
  templates: orderKeys.templates(),
  templateList: orderKeys.templateList,
  /** Calculations sit under the orders' root too: a booking made of one changes its line. */
  quotations: [...orderKeys.all, 'quotations'] as const,
  quotationList: (params: object) => [...orderListsKeys.quotations, params] as const,
};
