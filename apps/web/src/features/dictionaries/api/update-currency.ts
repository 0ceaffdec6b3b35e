import { currencySchema, dataOf, type Currency } from '@cargo/domain';
import { http } from '../../../shared/http';
import type { CurrencyInput } from './create-currency';

const responseSchema = dataOf(currencySchema);

/** PUT /api/v1/dictionaries/currencies/{code} — a currency's names, symbol and state (its code stays). */
export async function updateCurrency(code: string, input: CurrencyInput): Promise<Currency> {
  const body = await http.put(`/dictionaries/currencies/${code}`, input, { schema: responseSchema });
  return body.data;
}
