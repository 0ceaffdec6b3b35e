import { z } from 'zod';
import {
  bookingBodySchema,
  calculationSchema,
  createDateBodySchema,
  dataOf,
  errorBodySchema,
  errorResponses,
  isOperator,
  managerBodySchema,
  manualBookingBodySchema,
  orderEventSchema,
  orderIdParamsSchema,
  orderListItemSchema,
  orderListQuerySchema,
  orderQuerySchema,
  orderSchema,
  orderShortSchema,
  ownerBodySchema,
  orderPartySchema,
  pageOf,
} from '@cargo/domain';
import { builtAnswer } from '../../plugins/validation.js';
import type { App } from '../../app.js';

const oneOrder = dataOf(orderSchema);
const refusals = { ...errorResponses, 409: errorBodySchema };

/**
 * Orders (Product specification, domain §7 "Orders": orders by id with onlySaved, short info, check access,
 * copy; "Order delivery": change owner, assign manager, change create date). Anyone signed in
 * books a quotation of their organization's calculation; an order is seen by its organization,
 * by the carriers of its legs and by operators, and is not found (404) by anyone else.
 */
export async function ordersRoutes(app: App) {
  const { orders } = app.services;
  const tags = ['orders'];
  const base = '/api/v1/orders';
  const signedIn = { access: 'signedIn' } as const;
  /** Reading one order: a failure is "Failed to receive order data" (Product specification, domain §8). */
  const orderRead = { ...signedIn, failure: 'service.orderDataFailed' } as const;

  app.post(
    base,
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Book a quotation: the order with its delivery orders (one per selling organization), the price frozen',
        body: bookingBodySchema,
        response: { 201: oneOrder, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(builtAnswer({ data: await orders.book(request.caller, request.body, request.language, request.today) })),
  );

  app.post(
    `${base}/manual`,
    {
      config: { access: isOperator },
      schema: {
        tags,
        summary: "Manual new booking: an operator books for a customer's user at each carrier's price for the lane",
        body: manualBookingBodySchema,
        response: { 201: oneOrder, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        builtAnswer({
          data: await orders.bookManually(request.caller, request.body, request.language, request.today),
        }),
      ),
  );

  app.get(
    base,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Orders the caller sees: search by number or cargo reference, status group, booking filters, personal',
        querystring: orderListQuerySchema,
        response: { 200: dataOf(pageOf(orderListItemSchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await orders.list(request.caller, request.query, request.language) }),
  );

  app.get(
    `${base}/parties`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The parties of the caller's organization's own latest orders, each once: the booking form's choices",
        response: { 200: dataOf(z.array(orderPartySchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await orders.parties(request.caller) }),
  );

  app.get(
    `${base}/:id`,
    {
      config: orderRead,
      schema: {
        tags,
        summary: 'An order as the caller may see it (a carrier: its own delivery orders, no client price)',
        params: orderIdParamsSchema,
        querystring: orderQuerySchema,
        response: { 200: oneOrder, ...errorResponses },
      },
    },
    async (request) =>
      builtAnswer({ data: await orders.get(request.caller, request.params.id, request.language, request.today) }),
  );

  app.get(
    `${base}/:id/short`,
    {
      config: orderRead,
      schema: {
        tags,
        summary: "An order's number, status, ends and date",
        params: orderIdParamsSchema,
        response: { 200: dataOf(orderShortSchema), ...errorResponses },
      },
    },
    async (request) => {
      const order = await orders.get(request.caller, request.params.id, request.language, request.today);
      const { id, number, status, createdAt, from, to } = order;
      return { data: { id, number, status, createdAt, from, to } };
    },
  );

  app.get(
    `${base}/:id/check-access`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Whether the caller may open the order',
        params: orderIdParamsSchema,
        response: { 200: dataOf(z.object({ access: z.boolean() })), ...errorResponses },
      },
    },
    async (request) => ({ data: { access: await orders.canOpen(request.caller, request.params.id) } }),
  );

  app.get(
    `${base}/:id/history`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Who changed what in the order and when, oldest first',
        params: orderIdParamsSchema,
        response: { 200: dataOf(pageOf(orderEventSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const items = await orders.history(request.caller, request.params.id);
      return { data: { items, total: items.length } };
    },
  );

  app.post(
    `${base}/:id/copy`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Copy: the order's request quoted again today, to be booked anew",
        params: orderIdParamsSchema,
        response: { 201: dataOf(calculationSchema), ...refusals },
      },
    },
    async (request) =>
      builtAnswer({ data: await orders.copy(request.caller, request.params.id, request.language, request.today) }),
  );

  const operators = { access: isOperator };
  const changed = { 200: oneOrder, ...errorResponses };
  const params = orderIdParamsSchema;

  app.put(
    `${base}/:id/owner`,
    {
      config: operators,
      schema: {
        tags,
        summary: "Change the owner: a customer's user (the order moves to their organization)",
        params,
        body: ownerBodySchema,
        response: changed,
      },
    },
    async ({ caller, params: { id }, body, language, today }) =>
      builtAnswer({ data: await orders.setOwner(caller, id, body.userId, language, today) }),
  );

  app.put(
    `${base}/:id/manager`,
    {
      config: operators,
      schema: {
        tags,
        summary: 'Assign a manager (an operator), or none',
        params,
        body: managerBodySchema,
        response: changed,
      },
    },
    async ({ caller, params: { id }, body, language, today }) =>
      builtAnswer({ data: await orders.setManager(caller, id, body.userId, language, today) }),
  );

  app.put(
    `${base}/:id/create-date`,
    {
      config: operators,
      schema: {
        tags,
        summary: "Change the order's creation date (not after its ready date)",
        params,
        body: createDateBodySchema,
        response: changed,
      },
    },
    async ({ caller, params: { id }, body, language, today }) =>
      builtAnswer({ data: await orders.setCreatedAt(caller, id, body.createdAt, language, today) }),
  );
}
