import { dataOf, deliveryOrderSchema, type DeliveryOrder, type PaymentState } from '@cargo/domain';
import { http } from '../../../shared/http';
import { useOrdersMutation } from './use-orders-mutation';

const responseSchema = dataOf(deliveryOrderSchema);

/** PUT /api/v1/order-delivery/{id}/payment — PAID or NOT_PAID. */
export async function setPaymentState({
  id,
  paymentState,
}: {
  id: number;
  paymentState: PaymentState;
}): Promise<DeliveryOrder> {
  const body = await http.put(`/order-delivery/${id}/payment`, { paymentState }, { schema: responseSchema });
  return body.data;
}

export const useSetPaymentState = () => useOrdersMutation(setPaymentState);
