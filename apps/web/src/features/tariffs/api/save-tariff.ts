import { dataOf, tariffSchema, type Tariff, type TariffInput, type TariffKind } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { tariffsKeys } from './keys';

const responseSchema = dataOf(tariffSchema);

/** POST /api/v1/tariffs/{kind} (no id) or PUT /api/v1/tariffs/{kind}/{id}: the tariff as the API keeps it. */
export async function saveTariff(kind: TariffKind, id: number | undefined, input: TariffInput): Promise<Tariff> {
  const body =
    id === undefined
      ? await http.post(`/tariffs/${kind}`, input, { schema: responseSchema })
      : await http.put(`/tariffs/${kind}/${id}`, input, { schema: responseSchema });
  return body.data;
}

export function useSaveTariff(kind: TariffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TariffInput }) => saveTariff(kind, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffsKeys.kind(kind) }),
  });
}
