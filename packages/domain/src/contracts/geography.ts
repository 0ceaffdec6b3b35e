import { z } from 'zod';
import { idSchema } from '../validation/rules.js';
import { versionSchema } from './common.js';
import { localizedTextSchema } from '../localized-text.js';
import {
  CONTINENTS,
  GEO_OBJECT_TYPES,
  PLACE_TYPES,
  TRANSIT_BORDER_TYPES,
  TRANSPORT_HUB_TYPES,
} from '../reference/enums.js';
import { namesSchema } from './dictionaries.js';

const latitude = z
  .number()
  .min(-90, { message: 'geography.latitudeRange' })
  .max(90, { message: 'geography.latitudeRange' });
const longitude = z
  .number()
  .min(-180, { message: 'geography.longitudeRange' })
  .max(180, { message: 'geography.longitudeRange' });
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z]{2}$/));

export const geoObjectTypeSchema = z.enum(GEO_OBJECT_TYPES);

/** A country, region, special region or city of the geography tree. */
export const geoObjectSchema = z.object({
  id: z.number().int(),
  type: geoObjectTypeSchema,
  parentId: z.number().int().nullable(),
  countryCode: z.string(),
  code: z.string().nullable(),
  names: namesSchema,
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  population: z.number().int().nullable(),
  iso3: z.string().nullable(),
  continent: z.enum(CONTINENTS).nullable(),
  worldRegionId: z.number().int().nullable(),
  /** How many objects hang directly under it (the tree shows an expander when > 0). */
  childCount: z.number().int(),
});
export type GeoObject = z.infer<typeof geoObjectSchema>;

export const geoObjectInputSchema = z.object({
  type: geoObjectTypeSchema,
  parentId: idSchema.nullish(),
  countryCode,
  code: z.string().trim().min(1).max(20).nullish(),
  names: localizedTextSchema,
  latitude: latitude.nullish(),
  longitude: longitude.nullish(),
  population: z.number().int().min(0).max(100_000_000).nullish(),
  iso3: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z]{3}$/))
    .nullish(),
  continent: z.enum(CONTINENTS).nullish(),
  worldRegionId: idSchema.nullish(),
});
export type GeoObjectInput = z.input<typeof geoObjectInputSchema>;

export const worldRegionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  names: namesSchema,
  name: z.string(),
  continent: z.enum(CONTINENTS),
  countries: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
export type WorldRegion = z.infer<typeof worldRegionSchema>;

/** The four hub tables share one answer; the fields of other kinds are null. */
export const HUB_KINDS = ['sea-port-hubs', 'airport-hubs', 'railway-hubs', 'transport-hubs'] as const;
export type HubKind = (typeof HUB_KINDS)[number];
export const hubKindSchema = z.enum(HUB_KINDS);

export const hubSchema = z.object({
  id: z.number().int(),
  kind: hubKindSchema,
  code: z.string(),
  names: namesSchema,
  name: z.string(),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  countryCode: z.string(),
  countryName: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  hasTerminals: z.boolean(),
  active: z.boolean(),
  /** Coordinates and a city are known, so door-to-door quotes can run through it. */
  completeLocation: z.boolean(),
  /** Airports. */
  icao: z.string().nullable(),
  /** Railway stations: a border or gauge-change station. */
  border: z.boolean().nullable(),
  /** Transport hubs. */
  hubType: z.enum(TRANSPORT_HUB_TYPES).nullable(),
  typeTransitBorder: z.enum(TRANSIT_BORDER_TYPES).nullable(),
  parentId: z.number().int().nullable(),
  pairedHubId: z.number().int().nullable(),
  seaPortId: z.number().int().nullable(),
  airportId: z.number().int().nullable(),
  stationId: z.number().int().nullable(),
});
export type Hub = z.infer<typeof hubSchema>;

export const hubInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9-]{2,12}$/)),
  names: localizedTextSchema,
  cityId: idSchema.nullish(),
  countryCode,
  latitude: latitude.nullish(),
  longitude: longitude.nullish(),
  hasTerminals: z.boolean().default(false),
  active: z.boolean().default(true),
  icao: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z]{4}$/))
    .nullish(),
  border: z.boolean().nullish(),
  hubType: z.enum(TRANSPORT_HUB_TYPES).nullish(),
  typeTransitBorder: z.enum(TRANSIT_BORDER_TYPES).nullish(),
  completeLocation: z.boolean().nullish(),
  parentId: idSchema.nullish(),
  pairedHubId: idSchema.nullish(),
  seaPortId: idSchema.nullish(),
  airportId: idSchema.nullish(),
  stationId: idSchema.nullish(),
});
export type HubInput = z.input<typeof hubInputSchema>;

/** A place the wizard sends as a calculation's from/to (Product specification, shell §3 place keys). */
export const placeSchema = z.object({
  type: z.enum(PLACE_TYPES),
  cityId: z.number().int().optional(),
  seaPortId: z.number().int().optional(),
  airportId: z.number().int().optional(),
  stationId: z.number().int().optional(),
  name: z.string(),
  /** UN/LOCODE, IATA or station code; null for a city. */
  code: z.string().nullable(),
  country: z.object({ code: z.string(), name: z.string() }),
  /** The city a hub serves, or the region of a city, to tell namesakes apart. */
  detail: z.string().nullable(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeSearchQuerySchema = z.object({
  searchString: z.string().trim().min(1).max(100),
  language: z.enum(['ru', 'en', 'zh']).optional(),
  /** ISO alpha-2: only places in that country. */
  country: countryCode.optional(),
  /** Comma-separated place types; all four when absent. */
  types: z
    .string()
    .transform((value, ctx) => {
      const types = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const parsed = z.array(z.enum(PLACE_TYPES)).min(1).safeParse(types);
      if (!parsed.success) {
        ctx.addIssue({ code: 'invalid_value', values: [...PLACE_TYPES], input: value });
        return z.NEVER;
      }
      return parsed.data;
    })
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

export const currencySchema = z.object({
  code: z.string(),
  numericCode: z.string().nullable(),
  minorUnits: z.number().int(),
  names: namesSchema,
  name: z.string(),
  symbol: z.string().nullable(),
  active: z.boolean(),
  /** The latest rate in RUB per unit, as a decimal string, and its date. */
  rate: z.string().nullable(),
  rateDate: z.string().nullable(),
  /** The edit's version, also its ETag: send it back as If-Match (docs/api.md, "Concurrent edits"). */
  version: versionSchema,
});
export type Currency = z.infer<typeof currencySchema>;

export const currencyInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z]{3}$/)),
  numericCode: z
    .string()
    .regex(/^\d{3}$/)
    .nullish(),
  minorUnits: z.number().int().min(0).max(4),
  names: localizedTextSchema,
  symbol: z.string().trim().max(8).nullish(),
  active: z.boolean().default(true),
});

export const exchangeRateSchema = z.object({
  id: z.number().int(),
  currencyCode: z.string(),
  rate: z.string(),
  validFrom: z.string(),
  createdAt: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const exchangeRateInputSchema = z.object({
  /** RUB per one unit: a positive decimal with up to 8 places. */
  rate: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,8})?$/, { message: 'validation.invalidNumber', abort: true })
    .refine((value) => Number(value) > 0, { message: 'validation.tooSmall', params: { min: 0 } }),
  validFrom: z.iso.date(),
});
