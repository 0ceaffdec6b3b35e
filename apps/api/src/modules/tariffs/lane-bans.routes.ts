import { z } from 'zod';
import {
  dataOf,
  errorResponses,
  idParamsSchema,
  isOperator,
  laneBanInputSchema,
  laneBanParamsSchema,
  laneBanSchema,
  pageOf,
} from '@cargo/domain';
import type { App } from '../../app.js';

/** The trade lanes an organization may not enter rates on (Product specification, domain §6); operators keep them. */
export async function laneBansRoutes(app: App) {
  const { laneBans } = app.services;
  const tags = ['tariffs'];
  const path = '/api/v1/organizations/:id/lane-bans';
  const config = { access: isOperator };

  app.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: "An organization's lane bans",
        params: idParamsSchema,
        response: { 200: dataOf(pageOf(laneBanSchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await laneBans.list(request.caller, request.params.id) }),
  );

  app.post(
    path,
    {
      config,
      schema: {
        tags,
        summary: 'Bar the organization from a kind of tariff (or all) on a lane (null countries: any)',
        params: idParamsSchema,
        body: laneBanInputSchema,
        response: { 201: dataOf(laneBanSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await laneBans.create(request.caller, request.params.id, request.body) }),
  );

  app.delete(
    `${path}/:banId`,
    {
      config,
      schema: {
        tags,
        summary: 'Lift a lane ban',
        params: laneBanParamsSchema,
        response: { 200: dataOf(z.object({ deleted: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => {
      await laneBans.remove(request.caller, request.params.id, request.params.banId);
      return { data: { deleted: true as const } };
    },
  );
}
