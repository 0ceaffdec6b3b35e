import { isApiError } from '../../../shared/http';

/**
 * Query keys of the order screens. A booking, a status, a tracking date or a manager changes the
 * order, its delivery orders, their group and its history at once, so every change invalidates
 * `all`.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  order: (id: number) => [...ordersKeys.all, 'order', id] as const,
  history: (id: number) => [...ordersKeys.all, 'order', id, 'history'] as const,
  deliveryOrder: (id: number) => [...ordersKeys.all, 'delivery', id] as const,
  group: (orderId: number) => [...ordersKeys.all, 'group', orderId] as const,
  calculation: (id: string) => [...ordersKeys.all, 'calculation', id] as const,
  containerTypes: () => [...ordersKeys.all, 'container-types'] as const,
  users: (params: object) => [...ordersKeys.all, 'users', params] as const,
};

/** A refusal or an unknown id is the answer; only a failure of the server is worth a retry. */
export const retryServerFailures = (count: number, error: unknown) =>
  count < 2 && !(isApiError(error) && error.status > 0 && error.status < 500);
