import { dataOf, pageOf, tariffSchema, type Tariff, type TariffKind, type TariffVariant } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import type { ListParams } from '../../../shared/lists';
import { listQueryOf } from '../lib/sheet-files';
import { tariffsKeys } from './keys';

const responseSchema = dataOf(pageOf(tariffSchema));

export type TariffListParams = ListParams<'search' | 'filters'>;

/**
 * GET /api/v1/tariffs/{kind} — a page of one tab's tariffs: the user's filters (the `filters`
 * JSON list) with the tab's variant added and the search, as the export and bulk actions send
 * them (`listQueryOf`), the sort and the page.
 */
export async function listTariffs(
  kind: TariffKind,
  variant: TariffVariant,
  params: TariffListParams,
): Promise<{ items: Tariff[]; total: number }> {
  const { filters, search, ...page } = params;
  const body = await http.get(`/tariffs/${kind}`, {
    params: { ...page, ...listQueryOf({ variant, filters, search }) },
    schema: responseSchema,
  });
  return body.data;
}

/** A page of tariffs, the previous page staying on screen while the next loads. */
export function useTariffs(kind: TariffKind, variant: TariffVariant, params: TariffListParams) {
  return useQuery({
    queryKey: tariffsKeys.list(kind, { ...params, variant }),
    queryFn: () => listTariffs(kind, variant, params),
    placeholderData: keepPreviousData,
  });
}
