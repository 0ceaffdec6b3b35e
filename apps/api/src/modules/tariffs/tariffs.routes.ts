import { z } from 'zod';
import {
  dataOf,
  editErrorResponses,
  errorResponses,
  isManagerOrGreater,
  listQueryFor,
  pageOf,
  TARIFF_LIST,
  tariffIdParamsSchema,
  tariffInputSchema,
  tariffParamsSchema,
  tariffSchema,
} from '@cargo/domain';
import { ifMatchOf, withETag } from '../../plugins/edit-version.js';
import type { App } from '../../app.js';
import { created } from '../../plugins/created-status.js';

const errors = { ...errorResponses, 409: errorResponses[400] };
const oneTariff = { 200: dataOf(tariffSchema), ...errors };
const changedTariff = { ...oneTariff, ...editErrorResponses };
const tariffListQuery = listQueryFor(TARIFF_LIST).extend({
  /** CONTAINS over the code and the names (any language) of either end. */
  search: z.string().trim().max(200).optional(),
});

/**
 * Tariffs of the twelve kinds, one set of routes with the kind in the path: partners keep their
 * organization's and read the operators' public ones, operators keep all. Clients and guests
 * have no business here (403; 401 without a token).
 */
export async function tariffsRoutes(app: App) {
  const { tariffs } = app.services;
  const tags = ['tariffs'];
  const path = '/api/v1/tariffs/:kind';
  const config = { access: isManagerOrGreater };

  app.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: 'Tariffs of a kind, filtered, searched and paged (newest expiry first)',
        params: tariffParamsSchema,
        querystring: tariffListQuery,
        response: { 200: dataOf(pageOf(tariffSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await tariffs.list(request.caller, request.params.kind, request.query, request.language, request.today),
    }),
  );

  app.get(
    `${path}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One tariff; its ETag is its version',
        params: tariffIdParamsSchema,
        response: oneTariff,
      },
    },
    async (request, reply) => ({
      data: withETag(
        reply,
        await tariffs.get(request.caller, request.params.kind, request.params.id, request.language),
      ),
    }),
  );

  app.post(
    path,
    {
      config,
      schema: {
        tags,
        summary: 'Add a tariff of the kind',
        params: tariffParamsSchema,
        body: tariffInputSchema,
        response: created(oneTariff),
      },
    },
    async (request) => ({
      data: await tariffs.create(request.caller, request.params.kind, request.body, request.language),
    }),
  );

  app.put(
    `${path}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Change a tariff (If-Match: its ETag, 412 once someone else changed it)',
        params: tariffIdParamsSchema,
        body: tariffInputSchema,
        response: changedTariff,
      },
    },
    async (request, reply) => ({
      data: withETag(
        reply,
        await tariffs.update(
          request.caller,
          request.params.kind,
          request.params.id,
          request.body,
          request.language,
          ifMatchOf(request),
        ),
      ),
    }),
  );

  app.delete(
    `${path}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a tariff (with the surcharge values that apply to it)',
        params: tariffIdParamsSchema,
        response: { 200: dataOf(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await tariffs.remove(request.caller, request.params.kind, request.params.id);
      return { data: { deleted: true as const } };
    },
  );
}
