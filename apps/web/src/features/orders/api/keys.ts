import { orderKeys } from '../../../shared/orders/keys';

/**
 * Query keys of the order screens. A booking, a status, a tracking date or a manager changes the
 * order, its delivery orders, their group and its history at once, so every change invalidates
 * `all`.
 */
export const ordersKeys = {
  all: orderKeys.all,
  order: (id: number) => [...ordersKeys.all, 'order', id] as const,
  history: (id: number) => [...ordersKeys.all, 'order', id, 'history'] as const,
  deliveryOrder: (id: number) => [...ordersKeys.all, 'delivery', id] as const,
  group: (orderId: number) => [...ordersKeys.all, 'group', orderId] as const,
  users: (params: object) => [...ordersKeys.all, 'users', params] as const,
  parties: () => [...ordersKeys.all, 'parties'] as const,
};
