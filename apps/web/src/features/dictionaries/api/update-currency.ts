import { currencySchema, dataOf, type Currency } from '@cargo/domain';
import { http, ifMatch } from '../../../shared/http';
import type { CurrencyInput } from './create-currency';

const responseSchema = dataOf(currencySchema);

/**
 * PUT /api/v1/dictionaries/currencies/{code} — a currency's names, symbol and state (its code
 * stays), guarded by the version read (If-Match; 412 when someone else changed it).
 */
export async function updateCurrency(code: string, input: CurrencyInput, version?: number): Promise<Currency> {
  const body = await http.put(`/dictionaries/currencies/${code}`, input, {
    schema: responseSchema,
    headers: ifMatch(version),
  });
  return body.data;
}

/** GET /api/v1/dictionaries/currencies/{code} — the currency as it is now (a form's reload). */
export async function getCurrency(code: string): Promise<Currency> {
  return (await http.get(`/dictionaries/currencies/${code}`, { schema: responseSchema })).data;
}
