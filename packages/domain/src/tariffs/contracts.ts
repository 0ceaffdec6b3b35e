import { z } from 'zod';
import { versionSchema } from '../contracts/common.js';
import { SURCHARGE_TYPES, TARIFICATIONS, VEHICLE_BODIES } from '../reference/enums.js';
import { currencyCodeSchema, idSchema as id, pathIdSchema } from '../validation/rules.js';
import {
  chargingModeSchema,
  distanceRangeSchema,
  ndsSchema,
  roadChargingCodeSchema,
  routeTypeSchema,
  tariffModifierSchema,
} from './enums.js';
import { RANGE_UNITS, TARIFF_POINT_TYPES, tariffKindSchema, tariffVariantSchema } from './kinds.js';

/** The largest price a line may carry, in minor units: 10 billion in the currency's major unit. */
export const MAX_PRICE_MINOR = 1_000_000_000_000;
/** Lines of one tariff, and client organizations of a private one. */
export const MAX_TARIFF_LINES = 200;
export const MAX_TARIFF_CLIENTS = 500;
export const MAX_ZIP_CODES = 500;

const days = z.number().int().min(0).max(365);
/** Money in integer minor units of the tariff's currency (docs/architecture.md §3). */
const minorAmount = z.number().int().min(0).max(MAX_PRICE_MINOR);
/** A range bound: kg, W/M, m³, loading metres, pallets or km. */
const bound = z.number().min(0).max(1_000_000_000);

export const tariffPointTypeSchema = z.enum(TARIFF_POINT_TYPES);
export const rangeUnitSchema = z.enum(RANGE_UNITS);
export const surchargeTypeSchema = z.enum(SURCHARGE_TYPES);
export const tarificationSchema = z.enum(TARIFICATIONS);
export const vehicleBodySchema = z.enum(VEHICLE_BODIES);

/** One end of a tariff: a hub of one of four kinds or a city, by id. */
export const tariffPointInputSchema = z.object({ type: tariffPointTypeSchema, id });
export type TariffPointInput = z.infer<typeof tariffPointInputSchema>;

/**
 * One price of a tariff. What else it names depends on the kind's variant (TARIFF_KIND_SPECS):
 * a container, vehicle or pallet type; a range `from`–`to` in the tariff's unit (`to` open for the
 * last). `price` is in minor units of the tariff's currency, per unit of the
 * range where the tariff says so; for a RELATIVE surcharge it is hundredths of a percent.
 */
export const tariffLineSchema = z.object({
  containerTypeId: id.nullish(),
  vehicleTypeId: id.nullish(),
  palletTypeId: id.nullish(),
  from: bound.nullish(),
  to: bound.nullish(),
  price: minorAmount,
});
export type TariffLine = z.infer<typeof tariffLineSchema>;

/**
 * What a form, a rate sheet row or an API client sends for a tariff of any kind. Fields the kind
 * does not have are dropped (normalizeTariffInput); what the kind requires, and the rules between
 * fields, are checked by `tariffInputIssues`.
 */
export const tariffInputSchema = z.object({
  variant: tariffVariantSchema,
  /** The owner; operators may keep a tariff for any partner, partners always keep their own. */
  organizationId: id.nullish(),
  from: tariffPointInputSchema.nullish(),
  to: tariffPointInputSchema.nullish(),
  validFrom: z.iso.date(),
  validTo: z.iso.date(),
  currency: currencyCodeSchema,
  nds: ndsSchema.default('NONE'),
  minPrice: minorAmount.nullish(),
  transitDays: days.nullish(),
  documentDeadlineDays: days.nullish(),
  modifier: tariffModifierSchema.default('PUBLIC'),
  clientOrganizationIds: z.array(id).max(MAX_TARIFF_CLIENTS).default([]),
  active: z.boolean().default(true),
  comment: z.string().trim().max(1000).nullish(),
  carrierId: id.nullish(),
  serviceId: id.nullish(),
  routeType: routeTypeSchema.nullish(),
  chargingMode: chargingModeSchema.nullish(),
  roadChargingCode: roadChargingCodeSchema.nullish(),
  vehicleBody: vehicleBodySchema.nullish(),
  /** The distance band a road or trucking tariff prices (Product specification, domain §9). */
  distanceRange: distanceRangeSchema.nullish(),
  zipCodes: z.array(z.string().trim().min(1).max(20)).max(MAX_ZIP_CODES).default([]),
  demurrageDays: days.nullish(),
  detentionDays: days.nullish(),
  surchargeId: id.nullish(),
  surchargeType: surchargeTypeSchema.nullish(),
  tarification: tarificationSchema.nullish(),
  /** A surcharge value for one sea tariff rather than for a whole line. */
  appliesToTariffId: id.nullish(),
  rangeUnit: rangeUnitSchema.nullish(),
  lines: z.array(tariffLineSchema).max(MAX_TARIFF_LINES),
});
export type TariffInput = z.input<typeof tariffInputSchema>;
export type TariffInputParsed = z.output<typeof tariffInputSchema>;

/** A point as answered: its kind, id, code and name in the caller's language, and country. */
export const tariffPointSchema = z.object({
  type: tariffPointTypeSchema,
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  countryCode: z.string().nullable(),
});
export type TariffPoint = z.infer<typeof tariffPointSchema>;

/** A dictionary item a tariff refers to (carrier, service, surcharge), named in the caller's language. */
export const tariffReferenceSchema = z.object({ id: z.number().int(), code: z.string().nullable(), name: z.string() });

export const tariffSchema = z.object({
  id: z.number().int(),
  kind: tariffKindSchema,
  variant: tariffVariantSchema,
  organization: z.object({ id: z.number().int(), name: z.string() }),
  from: tariffPointSchema.nullable(),
  to: tariffPointSchema.nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  currency: z.string(),
  nds: ndsSchema,
  minPrice: z.number().int().nullable(),
  transitDays: z.number().int().nullable(),
  documentDeadlineDays: z.number().int().nullable(),
  modifier: tariffModifierSchema,
  clientOrganizationIds: z.array(z.number().int()),
  active: z.boolean(),
  comment: z.string().nullable(),
  carrier: tariffReferenceSchema.nullable(),
  service: tariffReferenceSchema.nullable(),
  routeType: routeTypeSchema.nullable(),
  chargingMode: chargingModeSchema.nullable(),
  roadChargingCode: roadChargingCodeSchema.nullable(),
  vehicleBody: vehicleBodySchema.nullable(),
  distanceRange: distanceRangeSchema.nullable(),
  zipCodes: z.array(z.string()),
  demurrageDays: z.number().int().nullable(),
  detentionDays: z.number().int().nullable(),
  surcharge: tariffReferenceSchema.nullable(),
  surchargeType: surchargeTypeSchema.nullable(),
  tarification: tarificationSchema.nullable(),
  appliesToTariffId: z.number().int().nullable(),
  rangeUnit: rangeUnitSchema.nullable(),
  lines: z.array(
    z.object({
      containerTypeId: z.number().int().nullable(),
      vehicleTypeId: z.number().int().nullable(),
      palletTypeId: z.number().int().nullable(),
      from: z.number().nullable(),
      to: z.number().nullable(),
      price: z.number().int(),
    }),
  ),
  /** The caller may change or delete it (its owner's people, operators). */
  editable: z.boolean(),
  /** The edit's version, also its ETag: send it back as If-Match (docs/api.md, "Concurrent edits"). */
  version: versionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tariff = z.infer<typeof tariffSchema>;

export const tariffParamsSchema = z.object({ kind: tariffKindSchema });
export const tariffIdParamsSchema = z.object({
  kind: tariffKindSchema,
  id: pathIdSchema,
});
