import { z } from 'zod';
import { EXPIRED_TARIFF_CATEGORIES } from './kinds.js';

export const expiredTariffCategorySchema = z.enum(EXPIRED_TARIFF_CATEGORIES);

/**
 * One category of the expired-tariffs page (spec/domain.md §3): the organization's active
 * tariffs of that kind already expired (`validTo` before today) and expiring within
 * EXPIRING_WITHIN_DAYS days (today included). A category whose count failed answers 0.
 */
export const expiredTariffCountSchema = z.object({
  category: expiredTariffCategorySchema,
  expired: z.number().int().nonnegative(),
  expiring: z.number().int().nonnegative(),
});
export type ExpiredTariffCount = z.infer<typeof expiredTariffCountSchema>;

export const expiredTariffsParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const expiredTariffCategoryParamsSchema = expiredTariffsParamsSchema.extend({
  category: expiredTariffCategorySchema,
});
