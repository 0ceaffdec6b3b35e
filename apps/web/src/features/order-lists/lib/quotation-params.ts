import type { ListParams } from '../../../shared/lists';

/**
 * The address of a quotations list and what GET /orders/calculations takes from it
 * (calculationListQuerySchema): the page, the sort, the typed filters, the search, and the quick
 * filters — saved only, outdated or current, booked or not.
 */
export const QUOTATION_LIST_PARAMS = ['search', 'filters', 'saved', 'outdated', 'booked'] as const;
export type QuotationListParamName = (typeof QUOTATION_LIST_PARAMS)[number];
export type QuotationListParams = ListParams<QuotationListParamName>;

/** A quick filter's choice: any, yes or no. */
export type FlagChoice = 'true' | 'false' | undefined;

export const flagOf = (value: string | undefined): FlagChoice =>
  value === 'true' || value === 'false' ? value : undefined;

export interface QuotationListApiQuery {
  page: number;
  size: number;
  sort?: string;
  filters?: string;
  search?: string;
  saved?: 'true';
  outdated?: 'true' | 'false';
  booked?: 'true' | 'false';
}

/** The API's query for the address's state; what the address garbles is left out, not refused. */
export function quotationApiQueryOf(params: QuotationListParams): QuotationListApiQuery {
  const { page, size, sort, filters, search } = params;
  const text = search?.trim().slice(0, 100);
  const outdated = flagOf(params.outdated);
  const booked = flagOf(params.booked);
  return {
    page,
    size,
    ...(sort ? { sort } : {}),
    ...(filters ? { filters } : {}),
    ...(text ? { search: text } : {}),
    ...(params.saved === 'true' ? { saved: 'true' as const } : {}),
    ...(outdated ? { outdated } : {}),
    ...(booked ? { booked } : {}),
  };
}
