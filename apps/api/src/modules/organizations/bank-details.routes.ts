import {
  bankDetailsInputSchema,
  bankDetailsSchema,
  dataOf,
  editErrorResponses,
  errorBodySchema,
  idParamsSchema,
  errorResponses,
} from '@cargo/domain';
import { ifMatchOf, withETag } from '../../plugins/edit-version.js';
import type { App } from '../../app.js';
import { isMembersAdmin } from './tenancy.js';

const errors = { ...errorResponses, 409: errorBodySchema };
const editErrors = { ...errors, ...editErrorResponses };

/** An organization's bank details (operators: every organization; its admin: their own). */
export async function bankDetailsRoutes(app: App) {
  const { bankDetails } = app.services;
  const path = '/api/v1/organizations/:id/bank-details';

  app.get(
    path,
    {
      config: { access: isMembersAdmin },
      schema: {
        tags: ['organizations'],
        summary: "The organization's bank details, null when none are filled in; their ETag is their version",
        params: idParamsSchema,
        response: { 200: dataOf(bankDetailsSchema.nullable()), ...errors },
      },
    },
    async (request, reply) => ({ data: withETag(reply, await bankDetails.get(request.caller, request.params.id)) }),
  );

  app.post(
    path,
    {
      config: { access: isMembersAdmin },
      schema: {
        tags: ['organizations'],
        summary: 'Fill in the bank details (409 when they exist: use PUT)',
        params: idParamsSchema,
        body: bankDetailsInputSchema,
        response: { 201: dataOf(bankDetailsSchema), ...errors },
      },
    },
    async (request) => ({ data: await bankDetails.create(request.caller, request.params.id, request.body) }),
  );

  app.put(
    path,
    {
      config: { access: isMembersAdmin },
      schema: {
        tags: ['organizations'],
        summary:
          'Replace the bank details (404 when there are none yet: use POST; If-Match: their ETag, 412 once someone else changed them)',
        params: idParamsSchema,
        body: bankDetailsInputSchema,
        response: { 200: dataOf(bankDetailsSchema), ...editErrors },
      },
    },
    async (request, reply) => ({
      data: withETag(
        reply,
        await bankDetails.update(request.caller, request.params.id, request.body, ifMatchOf(request)),
      ),
    }),
  );
}
