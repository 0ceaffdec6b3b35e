import type { BookingBodyInput, DeliveryOrder, Order, OrderStatus } from '@cargo/domain';
import type { APIRequestContext } from '@playwright/test';
import { quoteShanghaiMoscow } from './calculations.js';
import { apiAs, carrierLogin, cheapest } from './orders.js';
import { apiTokens, createUserViaApi, DEMO, DEMO_PASSWORD, organizationOf, uniqueEmail } from './session.js';

/**
 * A client of its own in the demo client's organization: the notices of a status change go to the
 * order's owner only, so a test that counts unread ones sees nobody else's.
 */
export async function newClient(request: APIRequestContext, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await createUserViaApi(request, {
    email,
    password: DEMO_PASSWORD,
    organizationId: await organizationOf(request, DEMO.client),
    roles: ['CLIENT'],
  });
  return email;
}

/** `email` quotes Shanghai → Moscow and books the cheapest quotation through the API. */
export async function bookAs(request: APIRequestContext, email: string): Promise<Order> {
  const { access_token } = await apiTokens(request, email);
  const calculation = await quoteShanghaiMoscow(request, access_token);
  const body: BookingBodyInput = {
    calculationId: calculation.id,
    quotationId: cheapest(calculation).id,
    shipper: { name: 'Shanghai Bright Export Co., Ltd.', address: '88 Century Avenue, Pudong, Shanghai' },
    consignee: { name: 'Torgovy Dom Vostok LLC', address: 'Leningradsky prospekt 39, Moscow' },
  };
  return apiAs<Order>(request, email, 'POST', '/orders', body);
}

/** The carrier of the order's first delivery order moves it to `status` through the API: its owner is told. */
export async function carrierMoves(request: APIRequestContext, order: Order, status: OrderStatus) {
  const [first] = order.deliveryOrders;
  if (!first) throw new Error(`Order ${order.number} has no delivery order`);
  const carrier = await carrierLogin(request, first.carrierOrganizationId);
  return apiAs<DeliveryOrder>(request, carrier, 'PUT', `/order-delivery/${first.id}/status?status=${status}`);
}
