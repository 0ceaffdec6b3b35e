import {
  dataOf,
  idParamsSchema,
  isOperator,
  organizationProfileParamsSchema,
  pageOf,
  profileIdParamsSchema,
  profileInputSchema,
  profileListQuerySchema,
  profileSchema,
  errorResponses,
} from '@cargo/domain';
import { z } from 'zod';
import type { App } from '../../app.js';
import { isMembersAdmin } from './tenancy.js';

const errors = errorResponses;
const profiles = dataOf(pageOf(profileSchema));

/** Organization profiles: applied for by the organization, decided by an operator. */
export async function profilesRoutes(app: App) {
  const { profiles: service } = app.services;

  app.get(
    '/api/v1/organizations/profiles',
    {
      config: { access: isOperator },
      schema: {
        tags: ['organizations'],
        summary: "Every organization's profiles, filtered and paged (the organization-profiles admin list)",
        querystring: profileListQuerySchema,
        response: { 200: profiles, ...errors },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );

  app.get(
    '/api/v1/organizations/:id/profiles',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['organizations'],
        summary: "An organization's profiles; a member may read their own",
        params: idParamsSchema,
        response: { 200: profiles, ...errors },
      },
    },
    async (request) => ({ data: await service.ofOrganization(request.caller, request.params.id) }),
  );

  app.post(
    '/api/v1/organizations/:id/profiles',
    {
      config: { access: isMembersAdmin },
      schema: {
        tags: ['organizations'],
        summary: 'Apply for a profile; it is NEW until an operator decides',
        params: idParamsSchema,
        body: profileInputSchema,
        response: { 201: dataOf(profileSchema), ...errors },
      },
    },
    async (request) => ({ data: await service.add(request.caller, request.params.id, request.body.kind) }),
  );

  app.delete(
    '/api/v1/organizations/:id/profiles/:profileId',
    {
      config: { access: isMembersAdmin },
      schema: {
        tags: ['organizations'],
        summary: 'Remove a profile from the organization',
        params: organizationProfileParamsSchema,
        response: { 200: dataOf(z.literal(true)), ...errors },
      },
    },
    async (request) => {
      await service.remove(request.caller, request.params.id, request.params.profileId);
      return { data: true as const };
    },
  );

  for (const [action, decision] of [
    ['approve', 'APPROVED'],
    ['reject', 'REJECTED'],
  ] as const)
    app.put(
      `/api/v1/organizations/profiles/:profileId/${action}`,
      {
        config: { access: isOperator },
        schema: {
          tags: ['organizations'],
          summary: `${decision === 'APPROVED' ? 'Approve' : 'Reject'} a NEW profile (operators)`,
          params: profileIdParamsSchema,
          response: { 200: dataOf(profileSchema), ...errors },
        },
      },
      async (request) => ({ data: await service.decide(request.caller, request.params.profileId, decision) }),
    );
}
