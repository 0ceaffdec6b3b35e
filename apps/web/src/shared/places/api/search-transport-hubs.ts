import { dataOf, hubSchema, pageOf, type Hub } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../http';
import type { TransportHubPlace } from '../place-keys';
import { placesKeys } from './search-places';

const responseSchema = dataOf(pageOf(hubSchema));

/** A transport hub as the picker shows it: its name, code, the city it serves and its country. */
export function transportHubPlace(hub: Hub): TransportHubPlace {
  return {
    type: 'TRANSPORT_HUB',
    transportHubId: hub.id,
    name: hub.name,
    code: hub.code,
    country: { code: hub.countryCode, name: hub.countryName },
    detail: hub.city?.name ?? null,
  };
}

/**
 * GET /api/v1/common/dictionaries/transport-hubs?name= — the active border crossings, dry ports
 * and terminals whose name or code starts with the text (public), in the caller's language.
 */
export async function searchTransportHubs(text: string, limit: number, country?: string): Promise<TransportHubPlace[]> {
  const body = await http.get('/common/dictionaries/transport-hubs', {
    params: { name: text, size: limit, country },
    schema: responseSchema,
  });
  return body.data.items.map(transportHubPlace);
}

export function useTransportHubSearch(
  params: { text: string; limit: number; country?: string },
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: placesKeys.transportHubs(params),
    queryFn: () => searchTransportHubs(params.text, params.limit, params.country),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
