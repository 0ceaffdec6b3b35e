import {
  checkDomainQuerySchema,
  checkDomainSchema,
  clientOrganizationQuerySchema,
  clientOrganizationSchema,
  dataOf,
  editErrorResponses,
  idParamsSchema,
  isOperator,
  isPartner,
  organizationInputSchema,
  organizationListQuerySchema,
  organizationSchema,
  pageOf,
  errorResponses,
} from '@cargo/domain';
import { z } from 'zod';
import { ifMatchOf, withETag } from '../../plugins/edit-version.js';
import type { App } from '../../app.js';
import { bankDetailsRoutes } from './bank-details.routes.js';
import { domainVerificationRoutes } from './domain-verification.routes.js';
import { profilesRoutes } from './profiles.routes.js';
import { isMembersAdmin } from './tenancy.js';
import { created } from '../../plugins/created-status.js';

const errors = errorResponses;
const oneOrganization = { 200: dataOf(organizationSchema), ...errors };

/** Organizations, their profiles and bank details (operators: all; partner admins: their own). */
export async function organizationsRoutes(app: App) {
  const { organizations } = app.services;

  app.get(
    '/api/v1/organizations',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['organizations'],
        summary: 'Organizations, filtered and paged; anyone but an operator sees only their own',
        querystring: organizationListQuerySchema,
        response: { 200: dataOf(pageOf(organizationSchema)), ...errors },
      },
    },
    async (request) => ({ data: await organizations.list(request.caller, request.query) }),
  );

  app.get(
    '/api/v1/organizations/clients',
    {
      config: { access: (holder) => isOperator(holder) || isPartner(holder) },
      schema: {
        tags: ['organizations'],
        summary:
          'Client organizations a private tariff may name: a partner’s below it in the tree, every one for operators',
        querystring: clientOrganizationQuerySchema,
        response: { 200: dataOf(pageOf(clientOrganizationSchema)), ...errors },
      },
    },
    async (request) => ({ data: await organizations.clients(request.caller, request.query) }),
  );

  app.get(
    '/api/v1/organizations/check-domain',
    {
      config: { access: isMembersAdmin },
      schema: {
        tags: ['organizations'],
        summary: 'Whether a white-label domain is free (the edited organization may keep its own)',
        querystring: checkDomainQuerySchema,
        response: { 200: dataOf(checkDomainSchema), ...errors },
      },
    },
    async (request) => {
      const { domain, organizationId } = request.query;
      return { data: { available: await organizations.isDomainAvailable(request.caller, domain, organizationId) } };
    },
  );

  app.get(
    '/api/v1/organizations/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['organizations'],
        summary: 'One organization with its profiles; a member may read their own. Its ETag is its version',
        params: idParamsSchema,
        response: oneOrganization,
      },
    },
    async (request, reply) => ({ data: withETag(reply, await organizations.get(request.caller, request.params.id)) }),
  );

  app.post(
    '/api/v1/organizations',
    {
      config: { access: isOperator },
      schema: {
        tags: ['organizations'],
        summary: 'Create an organization (operators)',
        body: organizationInputSchema,
        response: created(oneOrganization),
      },
    },
    async (request) => ({ data: await organizations.create(request.caller, request.body) }),
  );

  app.put(
    '/api/v1/organizations/:id',
    {
      config: { access: isMembersAdmin },
      schema: {
        tags: ['organizations'],
        summary:
          "Edit an organization; its own admin may not change type, parent or the operator's switches. If-Match: its ETag, 412 once someone else changed it",
        params: idParamsSchema,
        body: organizationInputSchema,
        response: { ...oneOrganization, ...editErrorResponses },
      },
    },
    async (request, reply) => ({
      data: withETag(
        reply,
        await organizations.update(request.caller, request.params.id, request.body, ifMatchOf(request)),
      ),
    }),
  );

  app.delete(
    '/api/v1/organizations/:id',
    {
      config: { access: isOperator },
      schema: {
        tags: ['organizations'],
        summary:
          'Delete an organization (operators); 409 while it has users, requests, open orders or other dependants',
        params: idParamsSchema,
        response: { 200: dataOf(z.literal(true)), ...errorResponses },
      },
    },
    async (request) => {
      await organizations.remove(request.caller, request.params.id);
      return { data: true as const };
    },
  );

  await profilesRoutes(app);
  await domainVerificationRoutes(app);
  await bankDetailsRoutes(app);
}
