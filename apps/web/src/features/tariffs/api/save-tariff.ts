import { dataOf, tariffSchema, type Tariff, type TariffInput, type TariffKind } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, ifMatch } from '../../../shared/http';
import { tariffsKeys } from './keys';

const responseSchema = dataOf(tariffSchema);

/**
 * POST /api/v1/tariffs/{kind} (no id) or PUT /api/v1/tariffs/{kind}/{id}, guarded by the version
 * read (If-Match; 412 when someone else changed it): the tariff as the API keeps it.
 */
export async function saveTariff(
  kind: TariffKind,
  id: number | undefined,
  input: TariffInput,
  version?: number,
): Promise<Tariff> {
  const body =
    id === undefined
      ? await http.post(`/tariffs/${kind}`, input, { schema: responseSchema })
      : await http.put(`/tariffs/${kind}/${id}`, input, { schema: responseSchema, headers: ifMatch(version) });
  return body.data;
}

/** GET /api/v1/tariffs/{kind}/{id}: the tariff as it is now (a form's reload). */
export async function fetchTariff(kind: TariffKind, id: number): Promise<Tariff> {
  return (await http.get(`/tariffs/${kind}/${id}`, { schema: responseSchema })).data;
}

export function useSaveTariff(kind: TariffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id?: number; input: TariffInput; version?: number }) =>
      saveTariff(kind, id, input, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffsKeys.kind(kind) }),
  });
}
