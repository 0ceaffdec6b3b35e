import { dataOf, expiredTariffCountSchema, type ExpiredTariffCount } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http';
import { tariffsKeys } from './keys';

const countsAnswer = dataOf(z.object({ items: z.array(expiredTariffCountSchema) }));

/** GET /organizations/{id}/expired-tariffs: the eight categories' counts, in the page's order. */
export async function getExpiredTariffCounts(organizationId: number): Promise<ExpiredTariffCount[]> {
  return (await http.get(`/organizations/${organizationId}/expired-tariffs`, { schema: countsAnswer })).data.items;
}

/**
 * The counts of an organization (none without one), read again when the window regains focus
 * and whenever tariffs change (the key is under the tariffs').
 */
export function useExpiredTariffCounts(organizationId: number | null | undefined) {
  return useQuery({
    queryKey: tariffsKeys.expired(organizationId ?? 0),
    queryFn: () => getExpiredTariffCounts(organizationId!),
    enabled: Boolean(organizationId),
    staleTime: 60_000,
    refetchOnWindowFocus: 'always',
  });
}

/** Expired plus expiring, over every category. */
export const expiredTotal = (counts: readonly ExpiredTariffCount[] | undefined) =>
  (counts ?? []).reduce((sum, count) => sum + count.expired + count.expiring, 0);
