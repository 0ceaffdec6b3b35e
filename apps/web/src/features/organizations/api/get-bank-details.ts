import { bankDetailsSchema, dataOf, type BankDetails } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { organizationKeys } from '../../../shared/organizations';

const responseSchema = dataOf(bankDetailsSchema.nullable());

/** GET /api/v1/organizations/{id}/bank-details — null until someone fills them in. */
export async function getBankDetails(organizationId: number): Promise<BankDetails | null> {
  const body = await http.get(`/organizations/${organizationId}/bank-details`, { schema: responseSchema });
  return body.data;
}

export function bankDetailsQueryOptions(organizationId: number) {
  return queryOptions({
    queryKey: organizationKeys.bankDetails(organizationId),
    queryFn: () => getBankDetails(organizationId),
  });
}

export function useBankDetails(organizationId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...bankDetailsQueryOptions(organizationId), enabled: options.enabled ?? true });
}
