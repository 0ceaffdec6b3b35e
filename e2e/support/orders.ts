import { translate, type Calculation, type MessageKey, type Order, type Quotation } from '@cargo/domain';
import type { APIRequestContext, Locator } from '@playwright/test';
import { quoteShanghaiMoscow } from './calculations.js';
import { apiTokens, DEMO, organizationOf } from './session.js';

/** A call of the API as a demo login; the answer's `data`, or an error naming the call. */
export async function apiAs<T>(
  request: APIRequestContext,
  email: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: object,
): Promise<T> {
  const { access_token } = await apiTokens(request, email);
  const response = await request.fetch(`/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${access_token}`, 'accept-language': 'en' },
    ...(body ? { data: body } : {}),
  });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The cheapest quotation of a calculation (in USD, as the wizard's best price sorts them). */
export function cheapest(calculation: Calculation): Quotation {
  const [best] = [...calculation.quotations].sort((a, b) => (a.totalUsd ?? 0) - (b.totalUsd ?? 0));
  if (!best) throw new Error('The calculation has no quotation');
  return best;
}

/** The demo client's Shanghai → Moscow calculation (one 40'HC, ready today), quoted through the API. */
export async function clientCalculation(request: APIRequestContext): Promise<Calculation> {
  const { access_token } = await apiTokens(request, DEMO.client);
  return quoteShanghaiMoscow(request, access_token);
}

/**
 * The demo client books the cheapest Shanghai → Moscow quotation through the API, with its
 * parties: a route several demo organizations sell legs of, so the order has a delivery order each.
 */
export async function bookShanghaiMoscow(request: APIRequestContext, internalId = 'PO-2026-0415'): Promise<Order> {
  const calculation = await clientCalculation(request);
  return apiAs<Order>(request, DEMO.client, 'POST', '/orders', {
    calculationId: calculation.id,
    quotationId: cheapest(calculation).id,
    shipper: {
      name: 'Shanghai Bright Export Co., Ltd.',
      address: '88 Century Avenue, Pudong, Shanghai',
      contactPerson: 'Li Na',
      phone: '+86 21 5555 0101',
      email: 'export@bright.example',
    },
    consignee: {
      name: 'Torgovy Dom Vostok LLC',
      address: 'Leningradsky prospekt 39, Moscow',
      contactPerson: 'Anna Smirnova',
      phone: '+7 495 555-01-02',
      taxId: '7701234567',
    },
    notifyParties: [{ name: 'Vostok Customs Broker', address: 'Khimki, Moscow region' }],
    incoterms: 'FOB',
    cargoValue: { amount: 4_200_000, currency: 'USD' },
    description: 'Household appliances, 480 cartons',
    hsCode: '8516',
    internalId,
  });
}

/** The demo login of the partner organization that carries a delivery order. */
export async function carrierLogin(request: APIRequestContext, carrierOrganizationId: number): Promise<string> {
  for (const email of [DEMO.partner, DEMO.partner2])
    if ((await organizationOf(request, email)) === carrierOrganizationId) return email;
  throw new Error(`No demo partner belongs to organization ${carrierOrganizationId}`);
}

/** Fills a booking form's shipper and consignee (their names and addresses, what a booking needs). */
export async function fillParties(form: Locator): Promise<void> {
  const en = (key: MessageKey) => translate('en', key);
  const shipper = form.getByRole('group', { name: en('orderScreens.booking.shipper') });
  await shipper.getByLabel(en('orderScreens.party.name')).fill('Shanghai Bright Export Co., Ltd.');
  await shipper.getByLabel(en('orderScreens.party.address')).fill('88 Century Avenue, Pudong, Shanghai');
  const consignee = form.getByRole('group', { name: en('orderScreens.booking.consignee') });
  await consignee.getByLabel(en('orderScreens.party.name')).fill('Torgovy Dom Vostok LLC');
  await consignee.getByLabel(en('orderScreens.party.address')).fill('Leningradsky prospekt 39, Moscow');
}
