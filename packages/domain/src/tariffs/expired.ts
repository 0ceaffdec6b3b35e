import { z } from 'zod';
import { idParamsSchema } from '../contracts/auth.js';
import { EXPIRED_TARIFF_CATEGORIES } from './kinds.js';

export const expiredTariffCategorySchema = z.enum(EXPIRED_TARIFF_CATEGORIES);

/**
 * One category of the expired-tariffs page (Product specification, domain §3): the organization's active
 * tariffs of that kind already expired (`validTo` before today) and expiring within
 * EXPIRING_WITHIN_DAYS days (today included). A category whose count failed answers 0.
 */
export const expiredTariffCountSchema = z.object({
  category: expiredTariffCategorySchema,
  expired: z.number().int().nonnegative(),
  expiring: z.number().int().nonnegative(),
});
export type ExpiredTariffCount = z.infer<typeof expiredTariffCountSchema>;

/** `/organizations/{id}/expired-tariffs/{category}`; without the category the path is `idParamsSchema`'s. */
export const expiredTariffCategoryParamsSchema = idParamsSchema.extend({ category: expiredTariffCategorySchema });
