import { dataOf, encodeFilters, pageOf, tariffSchema, type Tariff } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { tariffsKeys } from './keys';

const pageSchema = dataOf(pageOf(tariffSchema));
const oneSchema = dataOf(tariffSchema);

/** Enough to pick from; typing a port narrows it. */
const OPTIONS = 20;

/**
 * GET /api/v1/tariffs/sea — an owner's sea tariffs whose ports match `search` (codes or names),
 * latest expiry first: the tariffs a surcharge value may apply to.
 */
export function useSeaTariffOptions(ownerId: number | undefined, search: string) {
  const params = {
    search: search || undefined,
    size: OPTIONS,
    sort: 'validTo,desc',
    filters: encodeFilters([{ field: 'organizationId', kind: 'SIMPLE', value: ownerId ?? 0 }]),
  };
  return useQuery({
    queryKey: tariffsKeys.list('sea', { ...params, purpose: 'options' }),
    queryFn: async (): Promise<Tariff[]> => (await http.get('/tariffs/sea', { params, schema: pageSchema })).data.items,
    placeholderData: keepPreviousData,
    enabled: ownerId !== undefined,
  });
}

/** GET /api/v1/tariffs/sea/{id} — the chosen tariff, so it stays named whatever the search shows. */
export function useSeaTariff(id: number | null | undefined) {
  return useQuery({
    queryKey: tariffsKeys.seaTariff(id),
    queryFn: async (): Promise<Tariff> => (await http.get(`/tariffs/sea/${id}`, { schema: oneSchema })).data,
    enabled: typeof id === 'number',
    retry: false,
  });
}
