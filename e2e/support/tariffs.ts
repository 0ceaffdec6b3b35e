import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { EXPIRING_WITHIN_DAYS, type Tariff, type TariffInput } from '@cargo/domain';
import { apiTokens, DEMO } from './session.js';
import { zoneDay } from './zone.js';

/** A day `offset` days from today, as the API writes days. */
export function dayFromToday(offset: number): string {
  return zoneDay(offset);
}

async function get<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The id of a sea port by its UN/LOCODE (the public place search). */
async function seaPortId(request: APIRequestContext, code: string): Promise<number> {
  const found = await get<{ items: { seaPortId?: number; code: string | null }[] }>(
    request,
    `/geo/search?searchString=${code}&types=SEA_PORT&limit=5`,
  );
  const port = found.items.find((item) => item.code === code);
  if (!port?.seaPortId) throw new Error(`No sea port ${code}`);
  return port.seaPortId;
}

/** The id of an entry of a public dictionary by its code. */
async function entryId(request: APIRequestContext, dictionary: string, code: string, extra = ''): Promise<number> {
  const found = await get<{ items: { id: number; code: string | null }[] }>(
    request,
    `/common/dictionaries/${dictionary}?search=${encodeURIComponent(code)}&size=100${extra}`,
  );
  const entry = found.items.find((item) => item.code === code);
  if (!entry) throw new Error(`No ${dictionary} entry ${code}`);
  return entry.id;
}

export interface SeaTariffSeed {
  from: string;
  to: string;
  /** The sea line's SCAC. */
  line: string;
  /** Prices in dollars by ISO container code (22G1 20', 42G1 40', 45G1 40'HC). */
  prices: Record<string, number>;
  transitDays?: number;
  validFrom?: string;
  validTo?: string;
}

/** A sea container tariff added through the API by a demo login. */
export async function seedSeaTariff(request: APIRequestContext, email: string, seed: SeaTariffSeed): Promise<Tariff> {
  const { access_token } = await apiTokens(request, email);
  const lines = await Promise.all(
    Object.entries(seed.prices).map(async ([code, dollars]) => ({
      containerTypeId: await entryId(request, 'container-types', code, '&kind=COMMON'),
      price: Math.round(dollars * 100),
    })),
  );
  const input: TariffInput = {
    variant: 'CONTAINER',
    from: { type: 'SEA_PORT', id: await seaPortId(request, seed.from) },
    to: { type: 'SEA_PORT', id: await seaPortId(request, seed.to) },
    validFrom: seed.validFrom ?? dayFromToday(-3),
    validTo: seed.validTo ?? dayFromToday(60),
    currency: 'USD',
    carrierId: await entryId(request, 'sea-lines', seed.line),
    transitDays: seed.transitDays ?? null,
    lines,
  };
  const response = await request.post('/api/v1/tariffs/sea', {
    headers: { authorization: `Bearer ${access_token}` },
    data: input,
  });
  if (response.status() === 409) throw new TariffExists(await response.text());
  if (!response.ok()) throw new Error(`POST /tariffs/sea answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: Tariff }).data;
}

/** The server already holds a tariff of the same lane, line and validity (409). */
export class TariffExists extends Error {}

/**
 * A sea tariff of the demo partner's that runs out within the overviews' window
 * (EXPIRING_WITHIN_DAYS), so the partner's overview has one to count. Specs of both projects
 * ask for it on one database, in any order: a second call finds it there.
 */
export async function ensureExpiringSeaTariff(request: APIRequestContext): Promise<void> {
  try {
    await seedSeaTariff(request, DEMO.partner, {
      from: 'CNSHA',
      to: 'RULED',
      line: 'MAEU',
      prices: { '22G1': 1234 },
      validFrom: dayFromToday(-30),
      validTo: dayFromToday(EXPIRING_WITHIN_DAYS - 4),
    });
  } catch (error) {
    if (!(error instanceof TariffExists)) throw error;
  }
}

/** How many sea container tariffs a demo login sees. */
export async function seaTariffCount(request: APIRequestContext, email: string): Promise<number> {
  const { access_token } = await apiTokens(request, email);
  return (await get<{ total: number }>(request, '/tariffs/sea?size=1', access_token)).total;
}

/**
 * Searches the rates table (its search box: places, codes, countries) and waits until the search
 * is in effect: the URL's `search` says it, and the searched list has arrived and is on screen.
 */
export async function searchRates(page: Page, text: string): Promise<void> {
  // The table keeps the previous list on screen while the searched one loads: a row ticked then
  // belongs to the list the search replaces, whose selection goes with it.
  const searched = page.waitForResponse(
    (response) =>
      /\/api\/v1\/tariffs\/[^/?]+\?/.test(response.url()) &&
      new URL(response.url()).searchParams.get('search') === text,
  );
  await page.getByRole('searchbox', { name: 'Search by place, code or country' }).fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === text);
  await searched;
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
}
