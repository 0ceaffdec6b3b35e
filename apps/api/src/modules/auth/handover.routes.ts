import { dataOf, errorResponses, handoverSchema } from '@cargo/domain';
import type { App } from '../../app.js';
import { perUser, RULES } from '../rate-limits/index.js';

/** The white-label hand-over's first half; the second is the token endpoint's hand-over grant. */
export async function handoverRoutes(app: App) {
  const { handover } = app.services;

  app.post(
    '/api/v1/auth/handover',
    {
      config: { access: 'signedIn', rateLimit: { limits: [perUser(RULES.handoverUser)] } },
      schema: {
        tags: ['auth'],
        summary:
          "A one-time code (valid 60 s) for the organization's verified white-label domain; 409 when it has none",
        response: { 200: dataOf(handoverSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await handover.issue(request.caller) };
    },
  );
}
