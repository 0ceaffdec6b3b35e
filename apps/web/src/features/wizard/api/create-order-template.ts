import { dataOf, orderTemplateSchema, type OrderTemplate, type OrderTemplateBody } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { orderKeys } from '../../../shared/orders/keys';

const responseSchema = dataOf(orderTemplateSchema);

/** POST /api/v1/orders/templates — the calculation's request kept under a name, for the organization (201). */
export async function createOrderTemplate(body: OrderTemplateBody): Promise<OrderTemplate> {
  const answer = await http.post('/orders/templates', body, { schema: responseSchema });
  return answer.data;
}

export function useCreateOrderTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrderTemplate,
    // The templates list (features/order-lists) reads them under this key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.templates() }),
  });
}
