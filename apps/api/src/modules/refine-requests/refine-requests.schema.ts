import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalizedText, RefineCargoFacts, TariffPointType } from '@cargo/domain';
import { organizations } from '../organizations/organizations.schema.js';
import { calculations, quotations } from '../pricing/calculations.schema.js';
import { users } from '../users/users.schema.js';

/** An end of the requested lane as it was named when asked: notices and lists read it without joins. */
export interface RefinePoint {
  type: TariffPointType;
  id: number;
  code: string | null;
  names: LocalizedText;
  cityNames: LocalizedText | null;
  countryCode: string | null;
}

/** The cargo's facts with its container, pallet or vehicle types named in every language. */
export type RefineCargoStored = Omit<RefineCargoFacts, 'types'> & {
  types: { id: number; amount: number; names: LocalizedText }[];
};

/**
 * A client's "clarify the price" on a calculation (Product specification, domain §1, §2): OPEN, ANSWERED once a
 * partner gave a price, CANCELLED when an operator withdrew it. At most one request per
 * calculation is not CANCELLED (the partial unique index), so asking twice finds the same one.
 * The lane and cargo are copied from the calculation: what partners were asked stays what
 * they see.
 */
export const refineRequests = pgTable(
  'refine_requests',
  {
    id: serial('id').primaryKey(),
    calculationId: uuid('calculation_id')
      .notNull()
      .references(() => calculations.id, { onDelete: 'cascade' }),
    /** The client organization that asked, and the person the answers are told to. */
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('OPEN'),
    fromPoint: jsonb('from_point').$type<RefinePoint>().notNull(),
    toPoint: jsonb('to_point').$type<RefinePoint>().notNull(),
    /** ISO alpha-2 of each end: the direction that decides who is asked. */
    fromCountry: text('from_country'),
    toCountry: text('to_country'),
    cargo: jsonb('cargo').$type<RefineCargoStored>().notNull(),
    readyDate: date('ready_date', { mode: 'string' }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refine_requests_calculation_open_idx')
      .on(table.calculationId)
      .where(sql`${table.status} <> 'CANCELLED'`),
    index('refine_requests_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * Who may see and answer a request: the organizations notified of it. `viaOrganizationId` is the
 * partner that forwarded it to its agent (null when the marketplace notified it); a partner's
 * withdrawal ends only what it forwarded (`withdrawnAt`).
 */
export const refineRecipients = pgTable(
  'refine_request_recipients',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => refineRequests.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    viaOrganizationId: integer('via_organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    firstNotifiedAt: timestamp('first_notified_at', { withTimezone: true }).notNull().defaultNow(),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.organizationId] }),
    index('refine_request_recipients_organization_idx').on(table.organizationId),
  ],
);

/** Every notice sent about a request: to which organization, which (REQUEST, PLAIN, FULL, CANCEL), by whom, when. */
export const refineNotices = pgTable(
  'refine_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => refineRequests.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    sentByOrganizationId: integer('sent_by_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    sentByUserId: integer('sent_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refine_notices_request_idx').on(table.requestId, table.createdAt)],
);

/** A partner's price for a request and the manual quotation it became (deleted with it). */
export const refineAnswers = pgTable(
  'refine_answers',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => refineRequests.id, { onDelete: 'cascade' }),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    answeredBy: integer('answered_by').references(() => users.id),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refine_answers_request_idx').on(table.requestId),
    index('refine_answers_organization_idx').on(table.organizationId),
  ],
);
