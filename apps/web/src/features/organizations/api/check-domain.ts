import { checkDomainSchema, dataOf } from '@cargo/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { organizationKeys } from '../../../shared/organizations';

const responseSchema = dataOf(checkDomainSchema);

/**
 * GET /api/v1/organizations/check-domain — whether a white-label domain is free; the edited
 * organization's own domain counts as free.
 */
export async function checkDomain(domain: string, organizationId?: number): Promise<boolean> {
  const body = await http.get('/organizations/check-domain', {
    params: { domain, organizationId },
    schema: responseSchema,
  });
  return body.data.available;
}

export function checkDomainQueryOptions(domain: string, organizationId?: number) {
  return queryOptions({
    queryKey: organizationKeys.checkDomain(domain, organizationId),
    queryFn: () => checkDomain(domain, organizationId),
    staleTime: 10_000,
    retry: false,
  });
}
