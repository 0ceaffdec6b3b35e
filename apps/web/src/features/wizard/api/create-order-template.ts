import { dataOf, orderTemplateSchema, type OrderTemplate, type OrderTemplateBody } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';

const responseSchema = dataOf(orderTemplateSchema);

/**
 * The key family of the order templates' lists (features/order-lists reads them under it): a new
 * template has them read again. Keys are plain arrays; the list screen is not imported.
 */
export const orderTemplatesKey = ['orders', 'templates'] as const;

/** POST /api/v1/orders/templates — the calculation's request kept under a name, for the organization (201). */
export async function createOrderTemplate(body: OrderTemplateBody): Promise<OrderTemplate> {
  const answer = await http.post('/orders/templates', body, { schema: responseSchema });
  return answer.data;
}

export function useCreateOrderTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrderTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderTemplatesKey }),
  });
}
