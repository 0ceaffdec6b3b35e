import type { DeliveryOrder, OrderStatus } from '@cargo/domain';

/**
 * The statuses every one of the delivery orders may take now, in the first one's order: the API
 * sets a request group's status on all of them or on none.
 */
export function commonNextStatuses(deliveries: readonly Pick<DeliveryOrder, 'nextStatuses'>[]): OrderStatus[] {
  const [first, ...rest] = deliveries;
  if (!first) return [];
  return first.nextStatuses.filter((status) => rest.every((delivery) => delivery.nextStatuses.includes(status)));
}
