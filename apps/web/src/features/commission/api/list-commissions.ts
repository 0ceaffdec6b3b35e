import {
  CARGO_TYPES,
  commissionSchema,
  dataOf,
  encodeFilters,
  pageOf,
  type Commission,
  type Filter,
} from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import type { ListParams } from '../../../shared/lists';
import { commissionKeys } from './keys';

const responseSchema = dataOf(pageOf(commissionSchema));

/** The screens' filters, kept in the address one by one: an organization's id, a cargo type, a variant. */
export const COMMISSION_FILTERS = ['organizationId', 'cargoType', 'integrator'] as const;
export type CommissionListParams = ListParams<(typeof COMMISSION_FILTERS)[number]>;

/**
 * The address's filters as the list's `filters` parameter (COMMISSION_LIST); '' when none. A value
 * the list cannot take (an edited address) filters nothing rather than failing the page.
 */
export function filtersOf(params: Partial<Record<(typeof COMMISSION_FILTERS)[number], string>>): string {
  const filters: Filter[] = [];
  const organizationId = Number(params.organizationId);
  if (Number.isInteger(organizationId) && organizationId > 0)
    filters.push({ field: 'organizationId', kind: 'SIMPLE', value: organizationId });
  if (CARGO_TYPES.some((type) => type === params.cargoType))
    filters.push({ field: 'cargoType', kind: 'SIMPLE', value: params.cargoType! });
  if (params.integrator === 'true' || params.integrator === 'false')
    filters.push({ field: 'integrator', kind: 'FLAG', value: params.integrator === 'true' });
  return filters.length ? encodeFilters(filters) : '';
}

/** GET /api/v1/comissions — a page of the rules the caller reads (a partner: its own organization's). */
export async function listCommissions(params: CommissionListParams): Promise<{ items: Commission[]; total: number }> {
  const { organizationId, cargoType, integrator, ...page } = params;
  const filters = filtersOf({ organizationId, cargoType, integrator });
  const body = await http.get('/comissions', {
    params: { ...page, ...(filters ? { filters } : {}) },
    schema: responseSchema,
  });
  return body.data;
}

/** A page of rules, the previous page staying on screen while the next loads. */
export function useCommissions(params: CommissionListParams) {
  return useQuery({
    queryKey: commissionKeys.list(params),
    queryFn: () => listCommissions(params),
    placeholderData: keepPreviousData,
  });
}
