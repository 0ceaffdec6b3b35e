import { dataOf, exchangeRateSchema, type ExchangeRate } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { dictionariesKeys } from './keys';

const responseSchema = dataOf(exchangeRateSchema);

export interface RateInput {
  /** RUB per unit, a decimal text: "81.50". */
  rate: string;
  /** YYYY-MM-DD. */
  validFrom: string;
}

/** POST /api/v1/dictionaries/currencies/{code}/rates — a new rate from a day on (the history stays). */
export async function addRate(code: string, input: RateInput): Promise<ExchangeRate> {
  const body = await http.post(`/dictionaries/currencies/${code}/rates`, input, { schema: responseSchema });
  return body.data;
}

export function useAddRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: RateInput }) => addRate(code, input),
    // The history and the list's latest rate both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictionariesKeys.resource('/dictionaries/currencies') }),
  });
}
