import { z } from 'zod';
import {
  commissionByCargoParamsSchema,
  commissionIdParamsSchema,
  commissionInputSchema,
  commissionListQuerySchema,
  commissionPairSchema,
  commissionSchema,
  dataOf,
  editErrorResponses,
  errorResponses,
  isManagerOrGreater,
  pageOf,
} from '@cargo/domain';
import { ifMatchOf, withETag } from '../../plugins/edit-version.js';
import type { App } from '../../app.js';
import { isMembersAdmin } from '../organizations/index.js';
import { created } from '../../plugins/created-status.js';

const oneCommission = { 200: dataOf(commissionSchema), ...errorResponses };

/**
 * Commission rules under the spec's path `/comissions` (Product specification, domain §7, its spelling kept):
 * partners' people read their organization's rules, operators and a partner's admin change them
 * (the service decides which: a partner's admin only its own markup). Clients and guests have no
 * business here (403; 401 without a token).
 */
export async function commissionRoutes(app: App) {
  const { commission } = app.services;
  const tags = ['commission'];
  const path = '/api/v1/comissions';
  const read = { access: isManagerOrGreater };
  const write = { access: isMembersAdmin };

  app.get(
    path,
    {
      config: read,
      schema: {
        tags,
        summary: 'Commission and markup rules, filtered and paged (by organization, cargo type, variant)',
        querystring: commissionListQuerySchema,
        response: { 200: dataOf(pageOf(commissionSchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await commission.list(request.caller, request.query) }),
  );

  app.get(
    `${path}/organization/:organizationId/:cargoType`,
    {
      config: read,
      schema: {
        tags,
        summary: "An organization's rules for a cargo type: the marketplace's commission and its markup",
        params: commissionByCargoParamsSchema,
        response: { 200: dataOf(commissionPairSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await commission.byCargo(request.caller, request.params.organizationId, request.params.cargoType),
    }),
  );

  app.get(
    `${path}/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: 'One rule; its ETag is its version',
        params: commissionIdParamsSchema,
        response: oneCommission,
      },
    },
    async (request, reply) => ({ data: withETag(reply, await commission.get(request.caller, request.params.id)) }),
  );

  app.post(
    path,
    {
      config: write,
      schema: {
        tags,
        summary: 'Set a rule for an organization and cargo type (one per variant)',
        body: commissionInputSchema,
        response: created(oneCommission),
      },
    },
    async (request) => ({ data: await commission.create(request.caller, request.body) }),
  );

  app.put(
    `${path}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a rule (If-Match: its ETag, 412 once someone else changed it)',
        params: commissionIdParamsSchema,
        body: commissionInputSchema,
        response: { ...oneCommission, ...editErrorResponses },
      },
    },
    async (request, reply) => ({
      data: withETag(
        reply,
        await commission.update(request.caller, request.params.id, request.body, ifMatchOf(request)),
      ),
    }),
  );

  app.delete(
    `${path}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a rule',
        params: commissionIdParamsSchema,
        response: { 200: dataOf(z.object({ deleted: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => {
      await commission.remove(request.caller, request.params.id);
      return { data: { deleted: true as const } };
    },
  );
}
