import { z } from 'zod';
import { tariffKindSchema } from './kinds.js';

const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z]{2}$/, { message: 'validation.invalidValue' }));

/**
 * "Users can be barred from entering offers on certain trade lanes" (spec/domain.md §6): an
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
  id: z.coerce.number().int().positive().max(2_147_483_647),
  banId: z.coerce.number().int().positive().max(2_147_483_647),
});
