/** Bookings for tests: a quote and a booking of its cheapest quotation, through the API. */
import { expect } from 'vitest';
import type { BookingDetailsInput, Calculation, Order } from '@cargo/domain';
import type { App } from '../src/app.js';
import type { Db } from '../src/db/connection.js';
import { callApi, createOrganization, type Actor } from './factories.js';
import { quoteRequest, type TariffWorld } from './tariff-factories.js';

/** Shipper and consignee as a booking form sends them; `changes` say otherwise. */
export const bookingDetails = (changes: Partial<BookingDetailsInput> = {}): BookingDetailsInput => ({
  shipper: { name: 'Shanghai Export Co', address: '88 Century Avenue, Shanghai', email: 'export@example.cn' },
  consignee: { name: 'Moscow Import LLC', address: 'Tverskaya 1, Moscow', phone: '+7 495 123-45-67' },
  internalId: 'PO-4711',
  ...changes,
});

/** A calculation of the world's lane as `who`, ready on `readyDate` (today by default), with quotations. */
export async function quote(app: App, who: Actor, world: TariffWorld, readyDate?: string): Promise<Calculation> {
  const today = new Date().toISOString().slice(0, 10);
  const response = await callApi(
    app,
    'POST',
    '/orders/calculations',
    who,
    quoteRequest(world, { readyDate: readyDate ?? today }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const calculation = response.json().data as Calculation;
  expect(calculation.quotations.length).toBeGreaterThan(0);
  return calculation;
}

/** Books the first (cheapest) quotation of a fresh calculation as `who`, ready on `readyDate` (today by default). */
export async function book(
  app: App,
  who: Actor,
  world: TariffWorld,
  details: Partial<BookingDetailsInput> = {},
  readyDate?: string,
): Promise<{ order: Order; calculation: Calculation }> {
  const calculation = await quote(app, who, world, readyDate);
  const response = await callApi(app, 'POST', '/orders', who, {
    calculationId: calculation.id,
    quotationId: calculation.quotations[0]!.id,
    ...bookingDetails(details),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { order: response.json().data as Order, calculation };
}

/**
 * The selling side of an order test: the marketplace's operator organization, two sea lines
 * (Alpha, Gamma) and a port agency (Beta), each with its approved profile.
 */
export async function createSellers(db: Db) {
  const sea = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
  const ports = [{ kind: 'Port_agent', status: 'APPROVED' }];
  return {
    marketplace: await createOrganization(db, { type: 'OPERATOR', name: 'Marketplace' }),
    alphaLines: await createOrganization(db, { name: 'Alpha Lines', profiles: sea }),
    betaAgency: await createOrganization(db, { name: 'Beta Port Agency', profiles: ports }),
    gammaLines: await createOrganization(db, { name: 'Gamma Lines', profiles: sea }),
  };
}
