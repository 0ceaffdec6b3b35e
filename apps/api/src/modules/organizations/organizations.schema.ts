import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Organizations: the operator's own, partners (carriers, forwarders) and clients (cargo owners).
 * Every row a tenant owns elsewhere points here (docs/architecture.md §4).
 */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    /** OPERATOR, PARTNER or CLIENT: what kind of member the organization is. */
    type: text('type').notNull(),
    /** White-label sub-domain (lower case); unique among organizations. */
    domain: text('domain'),
    /**
     * When an operator approved the domain; null while it waits. Only a verified domain takes
     * effect (issue 27): a partner's admin could otherwise send its users to any host.
     */
    domainVerifiedAt: timestamp('domain_verified_at', { withTimezone: true }),
    parentId: integer('parent_id').references((): AnyPgColumn => organizations.id),
    international: boolean('international').notNull().default(false),
    disableIntegratorReward: boolean('disable_integrator_reward').notNull().default(false),
    disableInsuranceForm: boolean('disable_insurance_form').notNull().default(false),
    disableCustomsClearanceFee: boolean('disable_customs_clearance_fee').notNull().default(false),
    wizardContainers: boolean('wizard_containers').notNull().default(false),
    wizardContainersOnly: boolean('wizard_containers_only').notNull().default(false),
    /** Every user of the organization must sign in with a second factor (issue 27). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    countryCodes: text('country_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every change: the ETag of an edit and the guard of If-Match (docs/decisions.md D94). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('organizations_domain_key').on(table.domain)],
);

/** One set of bank and tax details per organization (Product specification, domain §3, §5). */
export const organizationBankDetails = pgTable('organization_bank_details', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  bankName: text('bank_name'),
  accountNumber: text('account_number'),
  corrAccount: text('corr_account'),
  inn: text('inn'),
  bik: text('bik'),
  ogrn: text('ogrn'),
  kpp: text('kpp'),
  rrc: text('rrc'),
  legalAddress: text('legal_address'),
  actualAddress: text('actual_address'),
  conversionPercent: numeric('conversion_percent'),
  clientLimit: integer('client_limit'),
  /** Bumped by every change: the ETag of an edit and the guard of If-Match (docs/decisions.md D94). */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The profiles an organization applies for; an operator approves or rejects each one. */
export const organizationProfiles = pgTable(
  'organization_profiles',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('NEW'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
  },
  (table) => [uniqueIndex('organization_profiles_kind_key').on(table.organizationId, table.kind)],
);
