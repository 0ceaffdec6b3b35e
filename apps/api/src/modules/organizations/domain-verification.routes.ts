import {
  dataOf,
  errorResponses,
  idParamsSchema,
  isOperator,
  organizationSchema,
  verifyDomainSchema,
} from '@cargo/domain';
import type { App } from '../../app.js';

/** An operator's approval of a partner's white-label domain. */
export async function domainVerificationRoutes(app: App) {
  const { domainVerification } = app.services;

  app.put(
    '/api/v1/organizations/:id/verify-domain',
    {
      config: { access: isOperator },
      schema: {
        tags: ['organizations'],
        summary:
          "Verify the organization's white-label domain (operators); the body names the domain checked, a different current one is refused",
        params: idParamsSchema,
        body: verifyDomainSchema,
        response: { 200: dataOf(organizationSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await domainVerification.verify(request.caller, request.params.id, request.body.domain),
    }),
  );
}
