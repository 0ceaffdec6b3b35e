import { z } from 'zod';
import { versionSchema } from './common.js';
import { profileKindSchema, profileStatusSchema } from '../access/organization.js';
import { BANK_DIGITS, digitsSchema, domainSchema, idSchema, pathIdSchema } from '../validation/rules.js';
import { flagFilterSchema, listQuerySchema } from './list.js';

/** What kind of member an organization is: the marketplace's operator, a partner or a client. */
export const ORGANIZATION_TYPES = ['OPERATOR', 'PARTNER', 'CLIENT'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];
export const organizationTypeSchema = z.enum(ORGANIZATION_TYPES);

export const profileSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  kind: profileKindSchema,
  status: profileStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const wizardSettingsSchema = z.object({
  containers: z.boolean(),
  containersOnly: z.boolean(),
});

export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  type: organizationTypeSchema,
  domain: z.string().nullable(),
  /**
   * Whether an operator has approved the domain: only a verified domain takes effect (the
   * hand-over sends users there). A changed domain is unverified again.
   */
  domainVerified: z.boolean(),
  parentId: z.number().int().nullable(),
  international: z.boolean(),
  disableIntegratorReward: z.boolean(),
  disableInsuranceForm: z.boolean(),
  disableCustomsClearanceFee: z.boolean(),
  wizardSettings: wizardSettingsSchema,
  countryCodes: z.array(z.string()),
  profiles: z.array(profileSchema.pick({ id: true, kind: true, status: true })),
  /** The edit's version, also its ETag: send it back as If-Match (docs/api.md, "Concurrent edits"). */
  version: versionSchema,
  createdAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'validation.invalidValue' });

/** What an operator gives when creating an organization; a partner admin edits the same fields of their own. */
export const organizationInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  nameEn: z.string().trim().max(200).nullish(),
  type: organizationTypeSchema,
  domain: domainSchema.nullish(),
  parentId: idSchema.nullish(),
  international: z.boolean().default(false),
  disableIntegratorReward: z.boolean().default(false),
  disableInsuranceForm: z.boolean().default(false),
  disableCustomsClearanceFee: z.boolean().default(false),
  wizardSettings: wizardSettingsSchema.default({ containers: false, containersOnly: false }),
  countryCodes: z.array(countryCodeSchema).max(300).default([]),
});
export type OrganizationInput = z.infer<typeof organizationInputSchema>;

/**
 * The fields only an operator sets: what kind of member the organization is, where it hangs in
 * the hierarchy and the commercial switches. A partner admin's form shows them read-only and
 * sends them back unchanged.
 */
export const OPERATOR_ONLY_ORGANIZATION_FIELDS = [
  'type',
  'parentId',
  'international',
  'disableIntegratorReward',
  'disableInsuranceForm',
  'disableCustomsClearanceFee',
] as const satisfies readonly (keyof OrganizationInput)[];

export const ORGANIZATION_SORT_FIELDS = ['id', 'name', 'type', 'createdAt'] as const;
export const organizationListQuerySchema = listQuerySchema(ORGANIZATION_SORT_FIELDS).extend({
  /** CONTAINS over the name, the English name and the domain. */
  name: z.string().trim().max(200).optional(),
  type: organizationTypeSchema.optional(),
  parentId: pathIdSchema.optional(),
  international: flagFilterSchema.optional(),
});
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;

/** A client organization as a picker shows it (private tariffs name their clients). */
export const clientOrganizationSchema = z.object({ id: z.number().int(), name: z.string() });
export type ClientOrganization = z.infer<typeof clientOrganizationSchema>;
export const clientOrganizationQuerySchema = listQuerySchema(['name']).extend({
  /** CONTAINS over the name and the English name. */
  name: z.string().trim().max(200).optional(),
  /** Only these, comma-separated (a picker naming what it holds). */
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
    .transform((text) => text.split(',').map(Number))
    .optional(),
});
export type ClientOrganizationQuery = z.infer<typeof clientOrganizationQuerySchema>;

export const checkDomainQuerySchema = z.object({
  domain: domainSchema,
  /** The organization being edited: its own domain is not a conflict. */
  organizationId: pathIdSchema.optional(),
});
export const checkDomainSchema = z.object({ available: z.boolean() });

/**
 * An operator's approval of a white-label domain: it names the domain they looked at, so a
 * domain changed in the meantime is not approved unseen.
 */
export const verifyDomainSchema = z.object({ domain: domainSchema });

const bankDigits = <K extends keyof typeof BANK_DIGITS>(key: K) => digitsSchema(BANK_DIGITS[key]).nullish();

/** Bank and tax details (Product specification, domain §3, §5): exact digit counts, every field optional. */
export const bankDetailsInputSchema = z.object({
  bankName: z.string().trim().max(300).nullish(),
  accountNumber: bankDigits('accountNumber'),
  corrAccount: bankDigits('corrAccount'),
  inn: bankDigits('inn'),
  bik: bankDigits('bik'),
  ogrn: bankDigits('ogrn'),
  kpp: bankDigits('kpp'),
  rrc: bankDigits('rrc'),
  legalAddress: z.string().trim().max(500).nullish(),
  actualAddress: z.string().trim().max(500).nullish(),
  conversionPercent: z.number().min(0).max(100).nullish(),
  clientLimit: z.number().int().min(0).nullish(),
});
export type BankDetailsInput = z.infer<typeof bankDetailsInputSchema>;

/** Commercial terms the platform sets for an organization: an operator's to change, not its admin's. */
export const OPERATOR_ONLY_BANK_DETAILS_FIELDS = [
  'conversionPercent',
  'clientLimit',
] as const satisfies readonly (keyof BankDetailsInput)[];

export const bankDetailsSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  corrAccount: z.string().nullable(),
  inn: z.string().nullable(),
  bik: z.string().nullable(),
  ogrn: z.string().nullable(),
  kpp: z.string().nullable(),
  rrc: z.string().nullable(),
  legalAddress: z.string().nullable(),
  actualAddress: z.string().nullable(),
  conversionPercent: z.number().nullable(),
  clientLimit: z.number().int().nullable(),
  /** The edit's version, also its ETag: send it back as If-Match (docs/api.md, "Concurrent edits"). */
  version: versionSchema,
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const profileInputSchema = z.object({ kind: profileKindSchema });

/** `/organizations/{id}/profiles/{profileId}`: the profile of that organization. */
export const organizationProfileParamsSchema = z.object({
  id: pathIdSchema,
  profileId: pathIdSchema,
});
/** `/organizations/profiles/{profileId}/…`: an operator's decision on any organization's profile. */
export const profileIdParamsSchema = z.object({ profileId: pathIdSchema });

export const PROFILE_SORT_FIELDS = ['id', 'kind', 'status', 'createdAt', 'organizationName'] as const;
export const profileListQuerySchema = listQuerySchema(PROFILE_SORT_FIELDS).extend({
  status: profileStatusSchema.optional(),
  kind: profileKindSchema.optional(),
  organizationId: pathIdSchema.optional(),
});
export type ProfileListQuery = z.infer<typeof profileListQuerySchema>;
