import { bankDetailsSchema, dataOf, type BankDetails, type BankDetailsInput } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { organizationKeys } from '../../../shared/organizations';

const responseSchema = dataOf(bankDetailsSchema);

/** POST /api/v1/organizations/{id}/bank-details — the first bank details of the organization (409 when they exist). */
export async function createBankDetails(organizationId: number, input: BankDetailsInput): Promise<BankDetails> {
  const body = await http.post(`/organizations/${organizationId}/bank-details`, input, { schema: responseSchema });
  return body.data;
}

export function useCreateBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, input }: { organizationId: number; input: BankDetailsInput }) =>
      createBankDetails(organizationId, input),
    onSuccess: async (details) => {
      queryClient.setQueryData(organizationKeys.bankDetails(details.organizationId), details);
      await queryClient.invalidateQueries({ queryKey: organizationKeys.bankDetails(details.organizationId) });
    },
  });
}
