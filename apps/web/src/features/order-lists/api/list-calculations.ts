import { calculationListItemSchema, dataOf, pageOf, type CalculationListItem } from '@cargo/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { quotationApiQueryOf, type QuotationListParams } from '../lib/quotation-params';
import { orderListsKeys } from './keys';

const responseSchema = dataOf(pageOf(calculationListItemSchema));

/**
 * GET /api/v1/orders/calculations — a page of calculations: a client's organization's (saved
 * first), those a partner's tariffs priced, every one for operators.
 */
export async function listCalculations(
  params: QuotationListParams,
): Promise<{ items: CalculationListItem[]; total: number }> {
  const body = await http.get('/orders/calculations', {
    params: { ...quotationApiQueryOf(params) },
    schema: responseSchema,
  });
  return body.data;
}

export function calculationsQueryOptions(params: QuotationListParams) {
  return queryOptions({
    queryKey: orderListsKeys.quotationList(params),
    queryFn: () => listCalculations(params),
    placeholderData: keepPreviousData,
  });
}

/** A page of calculations, the previous page staying on screen while the next loads. */
export function useCalculations(params: QuotationListParams) {
  return useQuery(calculationsQueryOptions(params));
}
