import { z } from 'zod';
import { defineList, listQueryFor } from '../lists/spec.js';
import {
  cargoSchema,
  calculationRequestSchema,
  moneySchema,
  quoteLegSchema,
  quotePointSchema,
} from '../pricing/contracts.js';
import { legModeSchema } from '../pricing/enums.js';
import { ORDER_STATUSES, ORDER_STATUS_GROUPS } from '../reference/enums.js';
import { emailSchema, idSchema, pathIdSchema } from '../validation/rules.js';
import { bookingDetailsSchema, bookingMoneySchema } from './booking.js';
import { ORDER_LIST_FILTERS, readOrderStatus } from './statuses.js';
import { TRACKING_DATES } from './tracking.js';

/**
 * Orders and delivery orders as the API answers them (Product specification, domain §2 "single order", §3
 * "Order", §7 "Orders" and "Order delivery"). An order is what the client booked: the quotation's
 * price frozen, the parties and the cargo. Its delivery orders are the legs of one carrier each,
 * in route order, linked by the order (their request group); each moves through the statuses on
 * its own.
 */

const named = z.object({ id: z.number().int(), name: z.string() });

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const orderStatusGroupSchema = z.enum(ORDER_STATUS_GROUPS);

export const PAYMENT_STATES = ['PAID', 'NOT_PAID'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const trackingDateSchema = z.enum(TRACKING_DATES);
const day = z.iso.date();

/** One tracking date as answered, in TRACKING_DATES order. */
export const trackingDayViewSchema = z.object({
  date: trackingDateSchema,
  planned: z.string().nullable(),
  actual: z.string().nullable(),
});
export type TrackingDayView = z.infer<typeof trackingDayViewSchema>;

const documentNumber = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((value) => value || null);

/** The logistics block: the tracking number and the transport documents' numbers. */
export const logisticsSchema = z.object({
  trackingNumber: documentNumber,
  billOfLading: documentNumber,
  awb: documentNumber,
  cmr: documentNumber,
  railwayBill: documentNumber,
  houseBills: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
});
export type Logistics = z.output<typeof logisticsSchema>;
export type LogisticsInput = z.input<typeof logisticsSchema>;

/** A stretch of the route one carrier covers: from a place to another, or at one place only. */
export const shareStretchSchema = z.object({ from: quotePointSchema, to: quotePointSchema.nullable() });
export type ShareStretch = z.infer<typeof shareStretchSchema>;

export const deliveryOrderSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  /** The sub-order number: the order's number and the delivery order's place in the route. */
  number: z.string(),
  position: z.number().int(),
  status: orderStatusSchema,
  statusGroup: orderStatusGroupSchema,
  carrierOrganizationId: z.number().int(),
  carrier: named,
  /** The stretches of the route its legs cover (shareStretches): its own share, not the order's whole route. */
  stretches: z.array(shareStretchSchema),
  modes: z.array(legModeSchema),
  /** Its legs, as positions in the order's `legs`. */
  legIndexes: z.array(z.number().int()),
  /** Its legs' cost with VAT, per currency, as booked. */
  cost: z.array(moneySchema),
  /** The carrier's cost entered by hand, when it differs from the booked one. */
  manualCost: moneySchema.nullable(),
  externalId: z.string().nullable(),
  paymentState: z.enum(PAYMENT_STATES),
  /** Statuses come from a carrier's tracking; while off, partners set them by hand. */
  automaticTracking: z.boolean(),
  /** The carrier's own wording of where the cargo is, set by hand beside the status (Product specification, domain §4). */
  manualStatus: z.string().nullable(),
  /** The client is told of each status change. */
  notificationsEnabled: z.boolean(),
  tracking: z.array(trackingDayViewSchema),
  logistics: logisticsSchema,
  /** The statuses the caller may move it to now: none for whoever may not change it. */
  nextStatuses: z.array(orderStatusSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

/**
 * The price as booked; null for a carrier, who sees its own delivery orders' cost instead. The
 * fees as `shownFees` gives them: the client one service fee, operators commission and markup apart.
 */
export const orderPriceSchema = z.object({
  total: moneySchema,
  totalUsd: z.number().int(),
  totals: z.array(moneySchema),
  transitDays: z.number().int(),
  commission: moneySchema.nullable(),
  sellerReward: moneySchema.nullable(),
  serviceFee: moneySchema.nullable(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: z.string(),
  readyDate: z.string(),
  status: orderStatusSchema,
  statusGroup: orderStatusGroupSchema,
  organization: named,
  owner: named.nullable(),
  manager: named.nullable(),
  calculationId: z.string().nullable(),
  quotationId: z.number().int().nullable(),
  from: quotePointSchema,
  to: quotePointSchema,
  cargo: cargoSchema,
  price: orderPriceSchema.nullable(),
  details: bookingDetailsSchema,
  /** The route as booked; another carrier's legs show no amounts to a carrier. */
  legs: z.array(quoteLegSchema),
  /** The hubs the cargo passes between its ends. */
  transitHubs: z.array(quotePointSchema),
  deliveryOrders: z.array(deliveryOrderSchema),
  /** The order's documents (uploaded with the documents of the order; none before). */
  documents: z.array(z.object({ id: z.number().int(), type: z.string(), name: z.string() })),
  /** The caller is an operator: may assign the manager, change the owner and the creation date. */
  manageable: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdParamsSchema = z.object({ id: pathIdSchema });

/** `GET /orders/{id}`: `onlySaved` answers the order as stored, without the live parts (next statuses). */
export const orderQuerySchema = z.object({ onlySaved: z.stringbool().optional() });

/** A status named in the query (`?status=CONFIRMED`); the legacy CANCELED is read as CANCELLED. */
export const statusParamSchema = z.object({
  status: z
    .string()
    .trim()
    .toUpperCase()
    .transform((name, ctx) => {
      const status = readOrderStatus(name);
      if (!status) ctx.addIssue({ code: 'custom', message: 'orders.unknownStatus' });
      return status ?? 'NEW';
    }),
});

/**
 * The change's day (the actual date it fills, today when not given) and a comment for the
 * history. The body may be left out (`PUT …/status?status=CONFIRMED` alone), which Fastify hands
 * over as null.
 */
export const statusChangeBodySchema = z
  .object({ date: day.nullish(), comment: z.string().trim().max(1000).nullish() })
  .nullish();
export type StatusChangeBody = z.output<typeof statusChangeBodySchema>;

/** A manual cargo status, sent by name (Product specification, domain §4): only while automatic tracking is off. */
export const manualStatusBodySchema = z.object({ name: z.string().trim().min(1).max(40), date: day.nullish() });

/** `PUT /order-delivery/{id}/tracking`: the dates to set; a date not named keeps its values. */
export const trackingBodySchema = z.object({
  dates: z
    .array(z.object({ date: trackingDateSchema, planned: day.nullish(), actual: day.nullish() }))
    .min(1)
    .max(TRACKING_DATES.length),
});
export type TrackingBody = z.output<typeof trackingBodySchema>;

export const manualCostBodySchema = z.object({ cost: bookingMoneySchema.nullable() });
export const externalIdBodySchema = z.object({
  externalId: z
    .string()
    .trim()
    .max(100)
    .nullable()
    .transform((value) => value || null),
});
export const paymentBodySchema = z.object({ paymentState: z.enum(PAYMENT_STATES) });
export const notificationStatusBodySchema = z.object({ enabled: z.boolean() });
export const createDateBodySchema = z.object({ createdAt: day });
export const ownerBodySchema = z.object({ userId: idSchema });
export const managerBodySchema = z.object({ userId: idSchema.nullable() });

/** One line of an order's history: who changed what, when, from what to what. */
export const ORDER_EVENTS = [
  'BOOKED',
  'STATUS',
  'MANUAL_STATUS',
  'TRACKING',
  'MANUAL_COST',
  'EXTERNAL_ID',
  'PAYMENT',
  'LOGISTICS',
  'NOTIFICATIONS',
  'OWNER',
  'MANAGER',
  'CREATED_AT',
] as const;
export type OrderEventAction = (typeof ORDER_EVENTS)[number];

export const orderEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user: named.nullable(),
  action: z.enum(ORDER_EVENTS),
  /** The delivery order changed; null for the order itself. */
  deliveryOrderId: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** What the lists of orders and delivery orders take besides the list machinery's filters. */
const listExtras = {
  /** The order's number or the client's cargo reference (internalId), in part. */
  search: z.string().trim().max(64).optional(),
  group: z.enum(['ALL', ...ORDER_STATUS_GROUPS]).default('ALL'),
  filter: z.enum(Object.keys(ORDER_LIST_FILTERS) as [keyof typeof ORDER_LIST_FILTERS]).optional(),
  /** Only the orders the caller owns or manages (personal orders). */
  personal: z.stringbool().optional(),
};

export const ORDER_LIST = defineList({
  number: { type: 'text', filters: ['CONTAINS', 'SIMPLE'], sortable: true },
  createdAt: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
  readyDate: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
  status: { type: 'enum', filters: ['SIMPLE', 'SELECT'], values: ORDER_STATUSES, sortable: true },
  internalId: { type: 'text', filters: ['CONTAINS', 'EXISTS'], sortable: true },
  totalUsd: { type: 'int', filters: ['INT_RANGE'], sortable: true },
});
export const orderListQuerySchema = listQueryFor(ORDER_LIST).extend(listExtras);
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** An order in a list: the brief view's line, with its delivery orders' statuses for the expanded view. */
export const orderListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: z.string(),
  readyDate: z.string(),
  status: orderStatusSchema,
  statusGroup: orderStatusGroupSchema,
  organization: named,
  owner: named.nullable(),
  from: quotePointSchema,
  to: quotePointSchema,
  internalId: z.string().nullable(),
  total: moneySchema.nullable(),
  transitDays: z.number().int(),
  deliveryOrders: z.array(
    z.object({ id: z.number().int(), number: z.string(), status: orderStatusSchema, carrier: named }),
  ),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const DELIVERY_ORDER_LIST = defineList({
  number: { type: 'text', filters: ['CONTAINS', 'SIMPLE'], sortable: true },
  createdAt: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
  status: { type: 'enum', filters: ['SIMPLE', 'SELECT'], values: ORDER_STATUSES, sortable: true },
  paymentState: { type: 'enum', filters: ['SIMPLE'], values: PAYMENT_STATES, sortable: true },
  externalId: { type: 'text', filters: ['CONTAINS', 'EXISTS'], sortable: true },
});
export const deliveryOrderListQuerySchema = listQueryFor(DELIVERY_ORDER_LIST).extend(listExtras);
export type DeliveryOrderListQuery = z.output<typeof deliveryOrderListQuerySchema>;

export const deliveryOrderListItemSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  number: z.string(),
  status: orderStatusSchema,
  statusGroup: orderStatusGroupSchema,
  carrier: named,
  client: named,
  /** Its own stretches of the route, as on the delivery order. */
  stretches: z.array(shareStretchSchema),
  readyDate: z.string(),
  internalId: z.string().nullable(),
  paymentState: z.enum(PAYMENT_STATES),
  externalId: z.string().nullable(),
  createdAt: z.string(),
});
export type DeliveryOrderListItem = z.infer<typeof deliveryOrderListItemSchema>;

/** `GET /orders/{id}/short`: what a notice or a link preview shows. */
export const orderShortSchema = orderListItemSchema.pick({
  id: true,
  number: true,
  status: true,
  createdAt: true,
  from: true,
  to: true,
});

/** `POST /orders/send-by-email`: the orders' summaries to up to 10 addresses. */
export const ordersByEmailBodySchema = z.object({
  orderIds: z.array(idSchema).min(1).max(50),
  emails: z.array(emailSchema).min(1).max(10),
});

/** A saved calculation request a client starts new quotes from (orders-template). */
export const orderTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  request: calculationRequestSchema,
  /** The request's ends, named in the caller's language. */
  from: quotePointSchema,
  to: quotePointSchema,
  owner: named.nullable(),
  createdAt: z.string(),
});
export type OrderTemplate = z.infer<typeof orderTemplateSchema>;
export const orderTemplateBodySchema = z.object({
  name: z.string().trim().min(1, { message: 'validation.required' }).max(100),
  request: calculationRequestSchema,
});
export type OrderTemplateBody = z.input<typeof orderTemplateBodySchema>;

/** `GET /orders/templates`: by name in part, newest first unless sorted otherwise. */
export const ORDER_TEMPLATE_LIST = defineList({
  name: { type: 'text', filters: ['CONTAINS'], sortable: true },
  createdAt: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
});
export const orderTemplateListQuerySchema = listQueryFor(ORDER_TEMPLATE_LIST);
export type OrderTemplateListQuery = z.output<typeof orderTemplateListQuerySchema>;
