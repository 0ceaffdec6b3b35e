import { dataOf, notifyAgentsResultSchema, type NotifyAgentsBody, type NotifyAgentsResult } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { emptyOrdersKeys } from './keys';

const responseSchema = dataOf(notifyAgentsResultSchema);

/** POST /api/v1/orders/calculations/{id}/notify-agents — PLAIN, FULL or CANCEL to the agents of the direction. */
export async function notifyAgents(calculationId: string, body: NotifyAgentsBody): Promise<NotifyAgentsResult> {
  const answer = await http.post(`/orders/calculations/${encodeURIComponent(calculationId)}/notify-agents`, body, {
    schema: responseSchema,
  });
  return answer.data;
}

export function useNotifyAgents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ calculationId, body }: { calculationId: string; body: NotifyAgentsBody }) =>
      notifyAgents(calculationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emptyOrdersKeys.all }),
  });
}
