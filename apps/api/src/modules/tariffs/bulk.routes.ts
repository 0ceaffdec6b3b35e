import {
  bulkTariffRequestSchema,
  bulkTariffStartedSchema,
  dataOf,
  errorResponses,
  isManagerOrGreater,
  tariffParamsSchema,
} from '@cargo/domain';
import type { App } from '../../app.js';

/**
 * `POST /tariffs/{kind}/bulk`: a bulk action over tariffs of one kind, answered 202 with the job
 * that does it (follow it at `/jobs/{id}` or `/jobs/{id}/events`). Partners act on their
 * organization's tariffs, operators on all; CHANGE_OWNER is the operators'.
 */
export async function bulkTariffsRoutes(app: App) {
  const { tariffsBulk } = app.services;

  app.post(
    '/api/v1/tariffs/:kind/bulk',
    {
      config: { access: isManagerOrGreater },
      schema: {
        tags: ['tariffs'],
        summary:
          'Start a bulk action (ADD_SURCHARGES, DELETE_SURCHARGES, DELETE, PROLONG, CHANGE_OWNER) over tariffs chosen by ids or by a list filter',
        params: tariffParamsSchema,
        body: bulkTariffRequestSchema,
        response: { 202: dataOf(bulkTariffStartedSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const jobId = await tariffsBulk.begin(
        request.caller,
        request.params.kind,
        request.body,
        request.language,
        request.today,
      );
      return reply.code(202).send({ data: { jobId } });
    },
  );
}
