import { z } from 'zod';
import { dataOf, errorBodySchema, errorResponses, ordersByEmailBodySchema } from '@cargo/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app.js';
import { perSource, RULES } from '../rate-limits/index.js';

/** A mail per distinct address: the tries this request costs. */
const recipients = (request: FastifyRequest) =>
  new Set((request.body as { emails: string[] }).emails.map((email) => email.toLowerCase())).size;

/**
 * Orders: bulk send by e-mail (Product specification, domain §7). `/orders/send-by-email` is a static path,
 * which Fastify's router takes before `/orders/:id/…`.
 */
export async function ordersByEmailRoutes(app: App) {
  const { ordersByEmail } = app.services;

  app.post(
    '/api/v1/orders/send-by-email',
    {
      config: {
        access: 'signedIn',
        rateLimit: {
          limits: [
            { rule: RULES.mailRecipientsAccount, key: (request) => String(request.caller.userId), cost: recipients },
            { ...perSource(RULES.mailRecipientsSource), cost: recipients },
          ],
        },
      },
      schema: {
        tags: ['orders'],
        summary:
          "Mail the orders' summary (number, route, status, ready date) to each address, in the caller's language; 503 when the SMTP server refuses it",
        body: ordersByEmailBodySchema,
        response: { 200: dataOf(z.object({ sent: z.number().int() })), ...errorResponses, 503: errorBodySchema },
      },
    },
    async (request) => ({
      data: { sent: await ordersByEmail.send(request.caller, request.body, request.language) },
    }),
  );
}
