import { dataOf, refineRequestSchema, type RefineAnswerInput, type RefineRequest } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { emptyOrdersKeys } from './keys';

const responseSchema = dataOf(refineRequestSchema);

/** POST /api/v1/orders/calculations/{id}/refine-price/answers — a price that becomes the client's quotation. */
export async function answerRefineRequest(calculationId: string, input: RefineAnswerInput): Promise<RefineRequest> {
  const body = await http.post(
    `/orders/calculations/${encodeURIComponent(calculationId)}/refine-price/answers`,
    input,
    { schema: responseSchema },
  );
  return body.data;
}

export function useAnswerRefineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ calculationId, input }: { calculationId: string; input: RefineAnswerInput }) =>
      answerRefineRequest(calculationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emptyOrdersKeys.all }),
  });
}
