import { commissionSchema, dataOf, type Commission, type CommissionInput } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, ifMatch } from '../../../shared/http';
import { commissionKeys } from './keys';

const responseSchema = dataOf(commissionSchema);

/**
 * POST /api/v1/comissions (no id) or PUT /api/v1/comissions/{id}, guarded by the version read
 * (If-Match; 412 when someone else changed it): the rule as the API keeps it.
 */
export async function saveCommission(
  id: number | undefined,
  input: CommissionInput,
  version?: number,
): Promise<Commission> {
  const body =
    id === undefined
      ? await http.post('/comissions', input, { schema: responseSchema })
      : await http.put(`/comissions/${id}`, input, { schema: responseSchema, headers: ifMatch(version) });
  return body.data;
}

/** GET /api/v1/comissions/{id}: the rule as it is now (a form's reload). */
export async function fetchCommission(id: number): Promise<Commission> {
  return (await http.get(`/comissions/${id}`, { schema: responseSchema })).data;
}

export function useSaveCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id?: number; input: CommissionInput; version?: number }) =>
      saveCommission(id, input, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commissionKeys.all }),
  });
}
