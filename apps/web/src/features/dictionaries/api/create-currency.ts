import { currencySchema, dataOf, type Currency, type currencyInputSchema } from '@cargo/domain';
import type { z } from 'zod';
import { http } from '../../../shared/http';

const responseSchema = dataOf(currencySchema);
export type CurrencyInput = z.input<typeof currencyInputSchema>;

/** POST /api/v1/dictionaries/currencies — a new ISO 4217 currency. */
export async function createCurrency(input: CurrencyInput): Promise<Currency> {
  const body = await http.post('/dictionaries/currencies', input, { schema: responseSchema });
  return body.data;
}
