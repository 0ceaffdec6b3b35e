import { currencySchema, dataOf, LIST_MAX_SIZE, pageOf } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { http } from '../../http';
import { referenceKeys } from '../keys';
import { referencePath } from './reference-names';

const responseSchema = dataOf(pageOf(currencySchema));

/** The decimals of a currency the currencies' list does not (yet) name: most have two. */
export const DEFAULT_MINOR_UNITS = 2;

/**
 * One cached list for every screen that shows money (rates, commission, the wizard), under the
 * currencies' resource (the path the dictionary screen edits, `referencePath(…, true)`): a change
 * of a currency there refreshes the decimals everywhere.
 */
const digitsKey = [...referenceKeys.resource(referencePath('currencies', true)), 'digits'] as const;

/**
 * GET /api/v1/common/dictionaries/currencies, every page — the decimals (`minorUnits`) of each
 * active currency: about 180 currencies, read once a session and again after a currency changes.
 */
async function listCurrencyDigits(): Promise<Map<string, number>> {
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

export interface CurrencyDigits {
  /** The active currencies' codes, alphabetical (empty until the list answers). */
  codes: string[];
  /** The decimals of a currency (a DigitsOf of shared/lib/format-money); two until known, or for none. */
  digitsOf: (code: string | null | undefined) => number;
  /** The list answered (or failed): a form may now turn amounts into minor units. */
  ready: boolean;
}

/** The decimals' query, for a screen that asks for it before it shows money (the wizard at its send). */
export const currencyDigitsQuery = { queryKey: digitsKey, queryFn: listCurrencyDigits, staleTime: Infinity };

export function useCurrencyDigits(): CurrencyDigits {
  const query = useQuery(currencyDigitsQuery);
  const { data } = query;
  const digitsOf = useCallback(
    (code: string | null | undefined) => (code ? data?.get(code) : undefined) ?? DEFAULT_MINOR_UNITS,
    [data],
  );
  const codes = useMemo(() => [...(data?.keys() ?? [])], [data]);
  return { codes, digitsOf, ready: query.isSuccess || query.isError };
}
