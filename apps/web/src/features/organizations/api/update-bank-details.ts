import { bankDetailsSchema, dataOf, type BankDetails, type BankDetailsInput } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { organizationKeys } from '../../../shared/organizations';

const responseSchema = dataOf(bankDetailsSchema);

/** PUT /api/v1/organizations/{id}/bank-details — replaces the bank details (404 when there are none yet). */
export async function updateBankDetails(organizationId: number, input: BankDetailsInput): Promise<BankDetails> {
  const body = await http.put(`/organizations/${organizationId}/bank-details`, input, { schema: responseSchema });
  return body.data;
}

export function useUpdateBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, input }: { organizationId: number; input: BankDetailsInput }) =>
      updateBankDetails(organizationId, input),
    onSuccess: async (details) => {
      queryClient.setQueryData(organizationKeys.bankDetails(details.organizationId), details);
      await queryClient.invalidateQueries({ queryKey: organizationKeys.bankDetails(details.organizationId) });
    },
  });
}
