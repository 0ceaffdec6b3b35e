import { currencySchema, dataOf, LIST_MAX_SIZE, pageOf } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { referenceKeys, referencePath } from '../../../shared/references';
import { DEFAULT_MINOR_UNITS } from '../lib/money';

const responseSchema = dataOf(pageOf(currencySchema));

/**
 * Under the currencies' resource (the path the dictionary screen edits, `referencePath(…, true)`):
 * a change of a currency there refreshes the decimals.
 */
const digitsKey = [...referenceKeys.resource(referencePath('currencies', true)), 'digits'] as const;

/**
 * GET /api/v1/common/dictionaries/currencies, every page — the decimals of each active currency
 * (`minorUnits`): about 180 currencies, read once a session and again after a currency changes.
 */
export async function listCurrencyDigits(): Promise<Map<string, number>> {
  const digits = new Map<string, number>();
  for (let page = 0; ; page++) {
    const body = await http.get(referencePath('currencies', false), {
      params: { page, size: LIST_MAX_SIZE, sort: 'code,asc' },
      schema: responseSchema,
    });
    for (const currency of body.data.items) digits.set(currency.code, currency.minorUnits);
    if (body.data.items.length < LIST_MAX_SIZE || digits.size >= body.data.total) return digits;
  }
}

/** The decimals of a currency: its `minorUnits`, two until known. */
export function useCurrencyDigits() {
  const query = useQuery({ queryKey: digitsKey, queryFn: listCurrencyDigits, staleTime: Infinity });
  const digitsOf = (code: string | null | undefined): number =>
    (code ? query.data?.get(code) : undefined) ?? DEFAULT_MINOR_UNITS;
  return { digitsOf, ready: query.isSuccess || query.isError };
}
