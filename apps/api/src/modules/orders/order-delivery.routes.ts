import { z } from 'zod';
import {
  dataOf,
  deliveryOrderListItemSchema,
  deliveryOrderListQuerySchema,
  deliveryOrderSchema,
  errorBodySchema,
  errorResponses,
  externalIdBodySchema,
  logisticsSchema,
  manualCostBodySchema,
  manualStatusBodySchema,
  notificationStatusBodySchema,
  orderIdParamsSchema,
  pageOf,
  paymentBodySchema,
  statusChangeBodySchema,
  statusParamSchema,
  trackingBodySchema,
} from '@cargo/domain';
import type { App } from '../../app.js';
import type { DeliveryEdit } from './delivery-orders.service.js';

const oneDelivery = dataOf(deliveryOrderSchema);
const group = dataOf(pageOf(deliveryOrderSchema));
const refusals = { ...errorResponses, 409: errorBodySchema };
const groupParams = z.object({ orderId: orderIdParamsSchema.shape.id });

/**
 * Delivery orders (Product specification, domain §7 "Order delivery": request groups, tracking, status changes
 * with the status query parameter, manual status, manual cost, external id, logistics details,
 * notification status). Each change is the carrier's (its partners) or an operator's; the
 * client reads, and mutes or unmutes its notifications.
 */
export async function orderDeliveryRoutes(app: App) {
  const { deliveryOrders } = app.services;
  const tags = ['orders'];
  const base = '/api/v1/order-delivery';
  const signedIn = { access: 'signedIn' } as const;
  /** Reading one order: a failure is "Failed to receive order data" (Product specification, domain §8). */
  const orderRead = { ...signedIn, failure: 'service.orderDataFailed' } as const;

  app.get(
    base,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Delivery orders the caller sees: its organization’s orders’ and those it carries',
        querystring: deliveryOrderListQuerySchema,
        response: { 200: dataOf(pageOf(deliveryOrderListItemSchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await deliveryOrders.list(request.caller, request.query, request.language) }),
  );

  app.get(
    `${base}/groups/:orderId`,
    {
      config: orderRead,
      schema: {
        tags,
        summary: "An order's delivery orders (its request group) the caller sees",
        params: groupParams,
        response: { 200: group, ...errorResponses },
      },
    },
    async (request) => {
      const items = await deliveryOrders.group(request.caller, request.params.orderId, request.language, request.today);
      return { data: { items, total: items.length } };
    },
  );

  app.put(
    `${base}/groups/:orderId/status`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Set the status of every delivery order of the group the caller works (all or none)',
        params: groupParams,
        querystring: statusParamSchema,
        body: statusChangeBodySchema,
        response: { 200: group, ...refusals },
      },
    },
    async (request) => {
      const { caller, language } = request;
      const items = await deliveryOrders.changeGroupStatus(
        caller,
        request.params.orderId,
        request.query.status,
        request.body ?? {},
        language,
        request.today,
      );
      return { data: { items, total: items.length } };
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: orderRead,
      schema: {
        tags,
        summary: 'A delivery order with its tracking, logistics and the statuses the caller may set next',
        params: orderIdParamsSchema,
        response: { 200: oneDelivery, ...errorResponses },
      },
    },
    async (request) => ({
      data: await deliveryOrders.get(request.caller, request.params.id, request.language, request.today),
    }),
  );

  app.put(
    `${base}/:id/status`,
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Change the status (?status=CONFIRMED); refused unless the transition table allows it. The day fills the tracking date the status reports',
        params: orderIdParamsSchema,
        querystring: statusParamSchema,
        body: statusChangeBodySchema,
        response: { 200: oneDelivery, ...refusals },
      },
    },
    async (request) => ({
      data: await deliveryOrders.changeStatus(
        request.caller,
        request.params.id,
        request.query.status,
        request.body ?? {},
        request.language,
        request.today,
      ),
    }),
  );

  const edits: [string, Exclude<DeliveryEdit, 'status'>, z.ZodType, string][] = [
    [
      'manual-status',
      'manualStatus',
      manualStatusBodySchema,
      'A cargo status by name, while automatic tracking is off',
    ],
    ['tracking', 'tracking', trackingBodySchema, 'Set planned and actual tracking dates'],
    ['manual-cost', 'manualCost', manualCostBodySchema, "The carrier's cost entered by hand, or none"],
    ['external-id', 'externalId', externalIdBodySchema, "The delivery order's id in the carrier's own system"],
    ['payment', 'payment', paymentBodySchema, 'Paid or not paid (paid fills the payment date)'],
    ['logistics', 'logistics', logisticsSchema, 'The tracking number and the transport documents’ numbers'],
    ['notification-status', 'notifications', notificationStatusBodySchema, 'Whether status changes notify the client'],
  ];
  for (const [path, edit, body, summary] of edits)
    app.put(
      `${base}/:id/${path}`,
      {
        config: signedIn,
        schema: { tags, summary, params: orderIdParamsSchema, body, response: { 200: oneDelivery, ...refusals } },
      },
      async (request) => ({
        data: await deliveryOrders.edit(
          request.caller,
          request.params.id,
          edit,
          request.body as never,
          request.language,
          request.today,
        ),
      }),
    );
}
