import { z } from 'zod';
import {
  dataOf,
  errorResponses,
  idParamsSchema,
  orderTemplateBodySchema,
  orderTemplateListQuerySchema,
  orderTemplateSchema,
  pageOf,
} from '@cargo/domain';
import type { App } from '../../app.js';

/**
 * Order templates (Product specification, domain "orders-template"): the caller's organization's saved
 * calculation requests (operators: everyone's). `/orders/templates` is a static path, which
 * Fastify's router takes before `/orders/:id`, so it is never read as an order's id.
 */
export async function orderTemplatesRoutes(app: App) {
  const { orderTemplates } = app.services;
  const tags = ['orders'];
  const path = '/api/v1/orders/templates';
  const config = { access: 'signedIn' } as const;

  app.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: "The organization's order templates, newest first (operators: every organization's)",
        querystring: orderTemplateListQuerySchema,
        response: { 200: dataOf(pageOf(orderTemplateSchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await orderTemplates.list(request.caller, request.query, request.language) }),
  );

  app.post(
    path,
    {
      config,
      schema: {
        tags,
        summary: 'Save a calculation request as a template of the organization',
        body: orderTemplateBodySchema,
        response: { 201: dataOf(orderTemplateSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await orderTemplates.create(request.caller, request.body, request.language) }),
  );

  app.delete(
    `${path}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a template (another organization’s is not found)',
        params: idParamsSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await orderTemplates.remove(request.caller, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
