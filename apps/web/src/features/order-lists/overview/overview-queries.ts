import type { OrderListFilter } from '@cargo/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { calculationsQueryOptions } from '../api/list-calculations';
import { deliveryOrdersQueryOptions } from '../api/list-delivery-orders';
import { ordersQueryOptions } from '../api/list-orders';
import { STAGES } from '../lib/list-params';

/** How many recent quotations or orders an overview lists. */
export const RECENT_SIZE = 5;

/** The caller's latest calculations, newest first (a client's organization's, as the list shows them). */
export function useRecentCalculations() {
  return useQuery(calculationsQueryOptions({ page: 0, size: RECENT_SIZE, sort: 'createdAt,desc' }));
}

/** The latest orders the caller sees (its own, or those it carries), newest first. */
export function useRecentOrders() {
  return useQuery(ordersQueryOptions({ page: 0, size: RECENT_SIZE, sort: 'createdAt,desc' }, false));
}

/** A count of open delivery orders: all of them (`stage` undefined) or those at one of the list's stages. */
export interface StageCount {
  stage: OrderListFilter | undefined;
  count: number;
}

/**
 * The open delivery orders the caller sees, counted as the list counts them: the ACTIVE group and
 * each of the list's stages (domain §4: booking received, confirmed, on hold, not delivered), one
 * page of one row each, whose total is the count — the list's own query, so a count and the list it
 * opens cannot disagree.
 */
export function useStageCounts() {
  const choices: (OrderListFilter | undefined)[] = [undefined, ...STAGES];
  return useQueries({
    queries: choices.map((stage) =>
      deliveryOrdersQueryOptions({ page: 0, size: 1, ...(stage ? { filter: stage } : { group: 'ACTIVE' }) }),
    ),
    combine: (results) => ({
      counts: results.every((result) => result.data)
        ? choices.map((stage, at): StageCount => ({ stage, count: results[at]!.data!.total }))
        : undefined,
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      error: results.find((result) => result.isError)?.error,
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}
