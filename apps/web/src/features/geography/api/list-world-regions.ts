import { worldRegionSchema, type WorldRegion } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type ResponseSchema } from '../../../shared/http';
import { geographyKeys } from './keys';

/** `{ data: { items: WorldRegion[] } }` (a plain `{ data: [...] }` is read too). */
const responseSchema: ResponseSchema<WorldRegion[]> = {
  parse: (body) => {
    const data = (body as { data?: unknown } | undefined)?.data;
    const items = Array.isArray(data) ? data : (data as { items?: unknown } | undefined)?.items;
    return worldRegionSchema.array().parse(items);
  },
};

/** GET /api/v1/dictionaries/world-regions — the UN sub-regions (Eastern Asia…), each with its countries. */
export async function listWorldRegions(): Promise<WorldRegion[]> {
  return http.get('/dictionaries/world-regions', { schema: responseSchema });
}

export function worldRegionsQueryOptions() {
  return queryOptions({ queryKey: geographyKeys.worldRegions(), queryFn: listWorldRegions, staleTime: 30 * 60_000 });
}

export function useWorldRegions() {
  return useQuery(worldRegionsQueryOptions());
}
