import { dataOf, orderListItemSchema, pageOf, type OrderListItem } from '@cargo/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { apiQueryOf, type OrderListParams } from '../lib/list-params';
import { orderListsKeys } from './keys';

const responseSchema = dataOf(pageOf(orderListItemSchema));

/**
 * GET /api/v1/orders — a page of orders: a client's organization's, those a partner carries a
 * leg of, every one for operators; `personal` narrows to those the caller owns or manages.
 */
export async function listOrders(
  params: OrderListParams,
  personal: boolean,
): Promise<{ items: OrderListItem[]; total: number }> {
  const body = await http.get('/orders', { params: { ...apiQueryOf(params, personal) }, schema: responseSchema });
  return body.data;
}

export function ordersQueryOptions(params: OrderListParams, personal: boolean) {
  return queryOptions({
    queryKey: orderListsKeys.orderList({ ...params, personal }),
    queryFn: () => listOrders(params, personal),
    placeholderData: keepPreviousData,
  });
}

/** A page of orders, the previous page staying on screen while the next loads. */
export function useOrders(params: OrderListParams, personal: boolean) {
  return useQuery(ordersQueryOptions(params, personal));
}
