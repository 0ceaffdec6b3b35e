import { dataOf, HUB_KINDS, hubSchema, pageOf, type Hub, type HubKind } from '@cargo/domain';
import { useQueries } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { geographyKeys } from './keys';

const responseSchema = dataOf(pageOf(hubSchema));

/** A list's `filters` parameter naming one field's value (the lists' JSON filters). */
export const simpleFilter = (field: string, value: number) => JSON.stringify([{ field, kind: 'SIMPLE', value }]);

/** GET /api/v1/dictionaries/{kind}?filters=[cityId] — the ports, airports, stations or hubs of a city. */
export async function listHubs(kind: HubKind, filters: string): Promise<Hub[]> {
  const body = await http.get(`/dictionaries/${kind}`, { params: { filters, size: 100 }, schema: responseSchema });
  return body.data.items;
}

/** The hubs of a city, the four kinds asked at once; `hubs` holds those that have answered. */
export function useCityHubs(cityId: number | null) {
  return useQueries({
    queries: HUB_KINDS.map((kind) => ({
      queryKey: geographyKeys.hubs(kind, cityId ?? 0),
      queryFn: () => listHubs(kind, simpleFilter('cityId', cityId ?? 0)),
      enabled: cityId !== null,
      staleTime: 60_000,
    })),
    combine: (results) => ({
      hubs: results.flatMap((result) => result.data ?? []),
      loading: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
      error: results.find((result) => result.isError)?.error ?? null,
    }),
  });
}
