import type { FastifyBaseLogger } from 'fastify';
import {
  dataOf,
  errorResponses,
  EXPIRED_TARIFF_CATEGORIES,
  expiredTariffCategoryParamsSchema,
  expiredTariffCountSchema,
  idParamsSchema,
  isManagerOrGreater,
  type ExpiredTariffCategory,
  type ExpiredTariffCount,
} from '@cargo/domain';
import { z } from 'zod';
import type { Caller } from '../auth/index.js';
import { notFound } from '../organizations/index.js';
import type { App } from '../../app.js';
import { countExpiredTariffs } from './expired.repo.js';

/**
 * The expired-tariffs page and the partner menu's badge (Product specification, domain §3, §7): per category,
 * how many of an organization's active tariffs have expired and how many expire within 14 days.
 * The organization's own partners and operators may ask; anyone else is answered 404.
 */
export async function expiredTariffsRoutes(app: App) {
  const { organizations } = app.services;
  const { db } = app.database;
  const tags = ['tariffs'];
  const config = { access: 'signedIn' as const };

  async function checkAccess(caller: Caller, organizationId: number): Promise<void> {
    // A client's people have no tariffs to keep: their own organization is as unknown as another's.
    if (!isManagerOrGreater(caller)) throw notFound();
    // Partners their own organization, operators any that exists; 404 otherwise.
    await organizations.visible(caller, organizationId);
  }

  /** "A failed expired-count category counts as 0" (Product specification, domain §7): logged, never the caller's error. */
  async function countOf(
    log: FastifyBaseLogger,
    organizationId: number,
    category: ExpiredTariffCategory,
    today: string,
  ): Promise<ExpiredTariffCount> {
    try {
      return { category, ...(await countExpiredTariffs(db, organizationId, category, today)) };
    } catch (error) {
      log.warn({ err: error, organizationId, category }, 'expired tariff count failed; counted as 0');
      return { category, expired: 0, expiring: 0 };
    }
  }

  app.get(
    '/api/v1/organizations/:id/expired-tariffs',
    {
      config,
      schema: {
        tags,
        summary: 'Expired and soon-expiring tariffs of the organization, for each of the eight categories',
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ items: z.array(expiredTariffCountSchema) })), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await checkAccess(request.caller, id);
      const items = await Promise.all(
        EXPIRED_TARIFF_CATEGORIES.map((category) => countOf(request.log, id, category, request.today)),
      );
      return { data: { items } };
    },
  );

  app.get(
    '/api/v1/organizations/:id/expired-tariffs/:category',
    {
      config,
      schema: {
        tags,
        summary: 'Expired and soon-expiring tariffs of the organization in one category (a kind)',
        params: expiredTariffCategoryParamsSchema,
        response: { 200: dataOf(expiredTariffCountSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id, category } = request.params;
      await checkAccess(request.caller, id);
      return { data: await countOf(request.log, id, category, request.today) };
    },
  );
}
