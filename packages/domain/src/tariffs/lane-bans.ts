import { z } from 'zod';
import { pathIdSchema } from '../validation/rules.js';
import { TARIFF_KIND_SPECS, tariffKindSchema, type TariffKind } from './kinds.js';

const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z]{2}$/, { message: 'validation.invalidValue' }));

/**
 * "Users can be barred from entering offers on certain trade lanes" (Product specification, domain §6): an
 * operator bars an organization from one kind of tariff (or every kind, `kind` null) from one
 * country (or any, null) to one country (or any, null).
 */
export const laneBanInputSchema = z.object({
  kind: tariffKindSchema.nullish(),
  fromCountry: countrySchema.nullish(),
  toCountry: countrySchema.nullish(),
});
export type LaneBanInput = z.input<typeof laneBanInputSchema>;

export const laneBanSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  kind: tariffKindSchema.nullable(),
  fromCountry: z.string().nullable(),
  toCountry: z.string().nullable(),
  createdAt: z.string(),
});
export type LaneBan = z.infer<typeof laneBanSchema>;

export const laneBanParamsSchema = z.object({
  id: pathIdSchema,
  banId: pathIdSchema,
});

/** A lane a tariff of `kind` covers: the countries of its ends. */
export interface Lane {
  kind: TariffKind;
  fromCountry: string | null;
  toCountry: string | null;
}

/** What a ban bars, as stored or as sent: a kind (null: every kind) and two countries (null: any). */
export interface LaneBanTerms {
  kind: string | null;
  fromCountry: string | null;
  toCountry: string | null;
}

/**
 * The lane a tariff of `kind` covers from the countries of its ends. A service priced at one
 * place (a kind without `to`: port, airport and railway services, trucking) serves the lanes
 * into and out of its country, so its lane runs from that country to the same country; any
 * `toCountry` given for such a kind is ignored.
 */
export function tariffLane(kind: TariffKind, fromCountry: string | null, toCountry: string | null): Lane {
  return { kind, fromCountry, toCountry: TARIFF_KIND_SPECS[kind].to ? toCountry : fromCountry };
}

/**
 * The ban that bars the lane, if any: same kind or every kind, and each country the same or
 * any. An end without a country (a surcharge for a line's whole trade) matches only "any".
 */
export function barringBan<B extends LaneBanTerms>(bans: readonly B[], lane: Lane): B | undefined {
  const fits = (banned: string | null, actual: string | null) => banned === null || banned === actual;
  return bans.find(
    (ban) =>
      (ban.kind === null || ban.kind === lane.kind) &&
      fits(ban.fromCountry, lane.fromCountry) &&
      fits(ban.toCountry, lane.toCountry),
  );
}
