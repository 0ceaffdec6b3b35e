import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BookingDetails, CalculationRequest, Logistics, OrderStatus, PaymentState, Tracking } from '@cargo/domain';
import { organizations } from '../organizations/organizations.schema.js';
import { calculations, type StoredQuoteLeg } from '../pricing/calculations.schema.js';
import { users } from '../users/users.schema.js';

/** Order numbers: drawn once each, never reused, whatever rolls back (a gap is harmless, a repeat is not). */
export const orderNumbers = pgSequence('order_numbers', { startWith: 1001 });

/**
 * A booking (Product specification, domain §3 "Order"): the quotation's route and price frozen as they were
 * booked, so a tariff changed later changes nothing here, with the parties and the cargo's
 * details. The owner's organization sees it; operators see all; a carrier sees it through its
 * delivery orders.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    managerUserId: integer('manager_user_id').references(() => users.id),
    /** The calculation and quotation booked; null for an operator's manual booking. */
    calculationId: uuid('calculation_id').references(() => calculations.id, { onDelete: 'set null' }),
    quotationId: integer('quotation_id'),
    /** The route's ends as point keys (`SEA_PORT:12`), and the calculation's request as booked (a copy quotes it again). */
    fromPoint: text('from_point').notNull(),
    toPoint: text('to_point').notNull(),
    request: jsonb('request').$type<CalculationRequest>().notNull(),
    readyDate: date('ready_date', { mode: 'string' }).notNull(),
    /** The quotation's legs and price, frozen: minor units per currency, in USD, in the display currency. */
    legs: jsonb('legs').$type<StoredQuoteLeg[]>().notNull(),
    totals: jsonb('totals').$type<Record<string, number>>().notNull(),
    totalUsd: bigint('total_usd', { mode: 'number' }).notNull(),
    total: jsonb('total').$type<{ amount: number; currency: string }>().notNull(),
    transitDays: integer('transit_days').notNull(),
    commission: jsonb('commission').$type<{ amount: number; currency: string } | null>(),
    /** The sellers' markup as quoted, kept apart from the commission for partners' and operators' eyes. */
    sellerReward: jsonb('seller_reward').$type<{ amount: number; currency: string } | null>(),
    details: jsonb('details').$type<BookingDetails>().notNull(),
    /** Copied out of `details` to be searched and sorted. */
    internalId: text('internal_id'),
    /** The order's status, from its delivery orders' (orderStatusOf), kept here so lists filter and sort without a join. */
    status: text('status').$type<OrderStatus>().notNull().default('NEW'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_idx').on(table.number),
    index('orders_organization_idx').on(table.organizationId, table.createdAt),
    index('orders_owner_idx').on(table.ownerUserId),
    index('orders_manager_idx').on(table.managerUserId),
  ],
);

/**
 * The legs one carrier organization sells on an order's route, in route order (Product specification, domain
 * §3, §4): its own status, tracking dates, payment and logistics. The order is its request group.
 */
export const deliveryOrders = pgTable(
  'delivery_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    carrierOrganizationId: integer('carrier_organization_id')
      .notNull()
      .references(() => organizations.id),
    /** Its legs as positions in the order's `legs`. */
    legIndexes: integer('leg_indexes').array().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('NEW'),
    tracking: jsonb('tracking').$type<Tracking>().notNull(),
    manualCost: jsonb('manual_cost').$type<{ amount: number; currency: string } | null>(),
    externalId: text('external_id'),
    paymentState: text('payment_state').$type<PaymentState>().notNull().default('NOT_PAID'),
    automaticTracking: boolean('automatic_tracking').notNull().default(false),
    /** The last manual cargo status sent by name, shown beside the status. */
    manualStatus: text('manual_status'),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    logistics: jsonb('logistics').$type<Logistics>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('delivery_orders_position_idx').on(table.orderId, table.position),
    index('delivery_orders_carrier_idx').on(table.carrierOrganizationId, table.createdAt),
  ],
);

/** A calculation request kept under a name to start new quotes from (orders-template). */
export const orderTemplates = pgTable(
  'order_templates',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    request: jsonb('request').$type<CalculationRequest>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_templates_organization_idx').on(table.organizationId, table.createdAt)],
);
