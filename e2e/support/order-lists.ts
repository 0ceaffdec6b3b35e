import type { Calculation, CalculationRequestInput, Order } from '@cargo/domain';
import type { APIRequestContext } from '@playwright/test';
import { city, highCubeId } from './calculations.js';
import { apiAs } from './orders.js';
import { DEMO, organizationOf } from './session.js';
import { zoneDay } from './zone.js';

/** A demo partner login: the carrier of a booked order's leg, or the other one. */
type PartnerLogin = typeof DEMO.partner | typeof DEMO.partner2;

export interface BookedOrder {
  order: Order;
  /** The demo partner whose organization carries a leg of the order. */
  carrier: PartnerLogin;
  /** The demo partner whose organization carries none: it must not see the order. */
  stranger: PartnerLogin;
}

/** The organizations selling a quotation's legs. */
function sellersOf(calculation: Calculation, quotationIndex: number): Set<number> {
  const quotation = calculation.quotations[quotationIndex]!;
  return new Set(quotation.legIndexes.map((index) => calculation.legs[index]!.organization.id));
}

/**
 * Istanbul → Moscow by road, one 40'HC of 18 t, ready today, as the demo client: a lane only
 * Demo Rail & Road serves (docs/pricing.md §9), so the other demo partner carries no leg.
 */
async function quoteIstanbulMoscow(request: APIRequestContext): Promise<Calculation> {
  const [from, to, containerTypeId] = await Promise.all([
    city(request, 'Istanbul', 'TR'),
    city(request, 'Moscow', 'RU'),
    highCubeId(request),
  ]);
  const body: CalculationRequestInput = {
    from: { type: 'ADDRESS', cityId: from.cityId! },
    to: { type: 'ADDRESS', cityId: to.cityId! },
    readyDate: zoneDay(),
    cargo: { type: 'CONTAINER', containers: [{ containerTypeId, amount: 1, weight: 18_000, weightUnit: 'KG' }] },
    currency: 'USD',
    sort: 'BEST_PRICE',
  };
  return apiAs<Calculation>(request, DEMO.client, 'POST', '/orders/calculations', body);
}

/**
 * The demo client quotes Istanbul → Moscow and books the cheapest quotation that exactly one of
 * the two demo partners carries a leg of, under the cargo reference given.
 */
export async function bookIstanbulMoscow(request: APIRequestContext, internalId: string): Promise<BookedOrder> {
  const [calculation, partnerOrg, partner2Org] = await Promise.all([
    quoteIstanbulMoscow(request),
    organizationOf(request, DEMO.partner),
    organizationOf(request, DEMO.partner2),
  ]);
  const index = calculation.quotations.findIndex((_, at) => {
    const sellers = sellersOf(calculation, at);
    return sellers.has(partnerOrg) !== sellers.has(partner2Org);
  });
  if (index < 0) throw new Error('No quotation of Istanbul → Moscow is carried by exactly one demo partner');
  const carrier = sellersOf(calculation, index).has(partnerOrg) ? DEMO.partner : DEMO.partner2;
  const order = await apiAs<Order>(request, DEMO.client, 'POST', '/orders', {
    calculationId: calculation.id,
    quotationId: calculation.quotations[index]!.id,
    shipper: { name: 'Shanghai Export Co.', address: '88 Century Avenue, Pudong, Shanghai' },
    consignee: { name: 'Moscow Import LLC', address: '12 Tverskaya St, Moscow' },
    internalId,
  });
  return { order, carrier, stranger: carrier === DEMO.partner ? DEMO.partner2 : DEMO.partner };
}

/** A cargo reference no other test or run uses. */
export function uniqueReference(tag: string): string {
  return `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
}
