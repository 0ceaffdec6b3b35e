import { bankDetailsSchema, dataOf, type BankDetails, type BankDetailsInput } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, ifMatch } from '../../../shared/http';
import { organizationKeys } from '../../../shared/organizations';

const responseSchema = dataOf(bankDetailsSchema);

/**
 * PUT /api/v1/organizations/{id}/bank-details — replaces the bank details (404 when there are none
 * yet), guarded by the version read (If-Match; 412 when someone else changed them).
 */
export async function updateBankDetails(
  organizationId: number,
  input: BankDetailsInput,
  version?: number,
): Promise<BankDetails> {
  const body = await http.put(`/organizations/${organizationId}/bank-details`, input, {
    schema: responseSchema,
    headers: ifMatch(version),
  });
  return body.data;
}

export function useUpdateBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      organizationId,
      input,
      version,
    }: {
      organizationId: number;
      input: BankDetailsInput;
      version?: number;
    }) => updateBankDetails(organizationId, input, version),
    onSuccess: async (details) => {
      queryClient.setQueryData(organizationKeys.bankDetails(details.organizationId), details);
      await queryClient.invalidateQueries({ queryKey: organizationKeys.bankDetails(details.organizationId) });
    },
  });
}
