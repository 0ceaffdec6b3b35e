import type { TariffKind } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { tariffsKeys } from './keys';

/** DELETE /api/v1/tariffs/{kind}/{id}; a sea tariff's own surcharge values go with it. */
export async function deleteTariff(kind: TariffKind, id: number): Promise<void> {
  await http.delete(`/tariffs/${kind}/${id}`);
}

export function useDeleteTariff(kind: TariffKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteTariff(kind, id),
    // Surcharge values of the other kind may have gone too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffsKeys.all }),
  });
}
