import { commissionSchema, dataOf, type Commission, type CommissionInput } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { commissionKeys } from './keys';

const responseSchema = dataOf(commissionSchema);

/** POST /api/v1/comissions (no id) or PUT /api/v1/comissions/{id}: the rule as the API keeps it. */
export async function saveCommission(id: number | undefined, input: CommissionInput): Promise<Commission> {
  const body =
    id === undefined
      ? await http.post('/comissions', input, { schema: responseSchema })
      : await http.put(`/comissions/${id}`, input, { schema: responseSchema });
  return body.data;
}

export function useSaveCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CommissionInput }) => saveCommission(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commissionKeys.all }),
  });
}
