import type { Calculation, CalculationRequestInput, Language, Place } from '@cargo/domain';
import { expect, type APIRequestContext } from '@playwright/test';
import { zoneDay } from './zone.js';

/** A city by name in its country, named in the language, through the public place search. */
export async function city(
  request: APIRequestContext,
  name: string,
  country: string,
  language: Language = 'en',
): Promise<Place> {
  let found: Place | undefined;
  // The place index is built once after a start: the first searches may wait for it.
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/v1/geo/search?searchString=${encodeURIComponent(name)}&country=${country}&types=ADDRESS&limit=1&language=${language}`,
        );
        if (!response.ok()) return false;
        found = ((await response.json()) as { data: { items: Place[] } }).data.items[0];
        return Boolean(found);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

/** The id of the 40' high cube (ISO 45G1) among the public container types. */
export async function highCubeId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/v1/common/dictionaries/container-types?kind=COMMON&size=100');
  const items = ((await response.json()) as { data: { items: { id: number; code: string | null }[] } }).data.items;
  const type = items.find((item) => item.code === '45G1');
  if (!type) throw new Error("The 40'HC container type is not in the dictionary");
  return type.id;
}

/**
 * Quotes Shanghai → Moscow, city to city, one 40'HC of 20 t, ready today, through the API (the
 * demo lanes of docs/pricing.md §9): as the user of `accessToken`, or as a guest without one.
 */
export async function quoteShanghaiMoscow(request: APIRequestContext, accessToken?: string): Promise<Calculation> {
  const [from, to, containerTypeId] = await Promise.all([
    city(request, 'Shanghai', 'CN'),
    city(request, 'Moscow', 'RU'),
    highCubeId(request),
  ]);
  if (from.cityId === undefined || to.cityId === undefined) throw new Error('The place search found no cities');
  const body: CalculationRequestInput = {
    from: { type: 'ADDRESS', cityId: from.cityId },
    to: { type: 'ADDRESS', cityId: to.cityId },
    // The server's day: a ready date before it is refused.
    readyDate: zoneDay(),
    cargo: { type: 'CONTAINER', containers: [{ containerTypeId, amount: 1, weight: 20_000, weightUnit: 'KG' }] },
    currency: 'USD',
    sort: 'BEST_PRICE',
  };
  const response = await request.post('/api/v1/orders/calculations', {
    data: body,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
  if (!response.ok()) throw new Error(`the calculation answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: Calculation }).data;
}
