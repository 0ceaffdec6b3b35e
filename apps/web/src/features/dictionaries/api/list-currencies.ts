import { currencySchema, dataOf, pageOf, type Currency } from '@cargo/domain';
import { http } from '../../../shared/http';
import type { Page, ScreenListParams } from './list-params';

const responseSchema = dataOf(pageOf(currencySchema));

/** GET /api/v1/dictionaries/currencies — every currency with its latest rate (operators). */
export async function listCurrencies(params: ScreenListParams): Promise<Page<Currency>> {
  const body = await http.get('/dictionaries/currencies', { params, schema: responseSchema });
  return body.data;
}
