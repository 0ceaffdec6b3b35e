import { currencySchema, dataOf, LIST_MAX_SIZE, pageOf } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { DEFAULT_MINOR_UNITS } from '../lib/money';
import { tariffsKeys } from './keys';

const responseSchema = dataOf(pageOf(currencySchema));

/**
 * GET /api/v1/common/dictionaries/currencies, every page — the decimals of each active currency
 * (`minorUnits`): about 180 currencies, read once a session.
 */
export async function listCurrencyDigits(): Promise<Map<string, number>> {
  const digits = new Map<string, number>();
  for (let page = 0; ; page++) {
    const body = await http.get('/common/dictionaries/currencies', {
      params: { page, size: LIST_MAX_SIZE, sort: 'code,asc' },
      schema: responseSchema,
    });
    for (const currency of body.data.items) digits.set(currency.code, currency.minorUnits);
    if (body.data.items.length < LIST_MAX_SIZE || digits.size >= body.data.total) return digits;
  }
}

/** The decimals of a currency: its `minorUnits`, two until known. */
export function useCurrencyDigits() {
  const query = useQuery({ queryKey: tariffsKeys.currencyDigits(), queryFn: listCurrencyDigits, staleTime: Infinity });
  const digitsOf = (code: string | null | undefined): number =>
    (code ? query.data?.get(code) : undefined) ?? DEFAULT_MINOR_UNITS;
  return { digitsOf, ready: query.isSuccess || query.isError };
}
