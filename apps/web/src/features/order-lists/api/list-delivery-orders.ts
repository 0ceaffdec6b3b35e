import { dataOf, deliveryOrderListItemSchema, pageOf, type DeliveryOrderListItem } from '@cargo/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { apiQueryOf, type OrderListParams } from '../lib/list-params';
import { orderListsKeys } from './keys';

const responseSchema = dataOf(pageOf(deliveryOrderListItemSchema));

/**
 * GET /api/v1/order-delivery — a page of delivery orders: a client's organization's, a carrier's
 * own, every one for operators; each names its order (`orderId`, `orderNumber`).
 */
export async function listDeliveryOrders(
  params: OrderListParams,
): Promise<{ items: DeliveryOrderListItem[]; total: number }> {
  const body = await http.get('/order-delivery', { params: { ...apiQueryOf(params) }, schema: responseSchema });
  return body.data;
}

export function deliveryOrdersQueryOptions(params: OrderListParams) {
  return queryOptions({
    queryKey: orderListsKeys.deliveryOrderList(params),
    queryFn: () => listDeliveryOrders(params),
    placeholderData: keepPreviousData,
  });
}

/** A page of delivery orders, the previous page staying on screen while the next loads. */
export function useDeliveryOrders(params: OrderListParams) {
  return useQuery(deliveryOrdersQueryOptions(params));
}
