import { dataOf, exchangeRateSchema, pageOf, type ExchangeRate } from '@cargo/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { dictionariesKeys } from './keys';
import type { Page } from './list-params';

const responseSchema = dataOf(pageOf(exchangeRateSchema));
export const RATES_PAGE_SIZE = 10;

/** GET /api/v1/dictionaries/currencies/{code}/rates — the rate history, newest first. */
export async function listRates(code: string, page: number): Promise<Page<ExchangeRate>> {
  const body = await http.get(`/dictionaries/currencies/${code}/rates`, {
    params: { page, size: RATES_PAGE_SIZE, sort: 'validFrom,desc' },
    schema: responseSchema,
  });
  return body.data;
}

export function ratesQueryOptions(code: string, page: number) {
  return queryOptions({
    queryKey: dictionariesKeys.rates(code, page),
    queryFn: () => listRates(code, page),
    placeholderData: keepPreviousData,
  });
}

export function useRates(code: string, page: number) {
  return useQuery(ratesQueryOptions(code, page));
}
