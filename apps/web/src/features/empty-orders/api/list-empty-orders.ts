import {
  dataOf,
  encodeFilters,
  OPEN_REFINE_STATUSES,
  pageOf,
  refineRequestSchema,
  type Filter,
  type RefineRequest,
} from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import type { ListParams } from '../../../shared/lists';
import { emptyOrdersKeys } from './keys';

const responseSchema = dataOf(pageOf(refineRequestSchema));

/** The screen's filters, kept in the address: the status and the two ends' countries. */
export const EMPTY_ORDER_FILTERS = ['status', 'fromCountry', 'toCountry'] as const;
export type EmptyOrderListParams = ListParams<(typeof EMPTY_ORDER_FILTERS)[number]>;

/** The address's filters as the list's `filters` parameter (EMPTY_ORDER_LIST); a value it cannot take filters nothing. */
export function filtersOf(params: Partial<Record<(typeof EMPTY_ORDER_FILTERS)[number], string>>): string {
  const filters: Filter[] = [];
  if (OPEN_REFINE_STATUSES.some((status) => status === params.status))
    filters.push({ field: 'status', kind: 'SIMPLE', value: params.status! });
  for (const field of ['fromCountry', 'toCountry'] as const) {
    const code = params[field]?.toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code)) filters.push({ field, kind: 'SIMPLE', value: code });
  }
  return filters.length ? encodeFilters(filters) : '';
}

/** GET /api/v1/orders/empty — open price requests: operators every one, a partner those it was told of. */
export async function listEmptyOrders(
  params: EmptyOrderListParams,
): Promise<{ items: RefineRequest[]; total: number }> {
  const { status, fromCountry, toCountry, ...page } = params;
  const filters = filtersOf({ status, fromCountry, toCountry });
  const body = await http.get('/orders/empty', {
    params: { ...page, ...(filters ? { filters } : {}) },
    schema: responseSchema,
  });
  return body.data;
}

export function useEmptyOrders(params: EmptyOrderListParams) {
  return useQuery({
    queryKey: emptyOrdersKeys.list(params),
    queryFn: () => listEmptyOrders(params),
    placeholderData: keepPreviousData,
  });
}
