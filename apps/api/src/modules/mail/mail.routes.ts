import { dataOf, errorBodySchema, isOperator, mailListQuerySchema, mailSchema, pageOf } from '@cargo/domain';
import type { App } from '../../app.js';

export async function mailRoutes(app: App) {
  const { mail } = app.services;

  app.get(
    '/api/v1/mails',
    {
      config: { access: isOperator },
      schema: {
        tags: ['mail'],
        summary: 'Sent notifications: the mail outbox, newest first',
        querystring: mailListQuerySchema,
        response: { 200: dataOf(pageOf(mailSchema)), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ data: await mail.list(request.query) }),
  );
}
