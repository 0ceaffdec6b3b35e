import {
  dataOf,
  errorBodySchema,
  idParamsSchema,
  pageOf,
  roleSchema,
  userCreateSchema,
  userListQuerySchema,
  userSchema,
  userUpdateSchema,
  errorResponses,
} from '@cargo/domain';
import type { App } from '../../app.js';
import { isMembersAdmin } from '../organizations/index.js';
import { created } from '../../plugins/created-status.js';

const errors = errorResponses;
const oneUser = { 200: dataOf(userSchema), ...errors };

/** Users admin (operators: all; organization admins: their own organization). */
export async function usersRoutes(app: App) {
  const { users } = app.services;

  app.get(
    '/api/v1/users',
    {
      config: { access: isMembersAdmin },
      schema: {
        tags: ['users'],
        summary: "Users, filtered and paged; a partner admin sees only their organization's",
        querystring: userListQuerySchema,
        response: { 200: dataOf(pageOf(userSchema)), ...errors },
      },
    },
    async (request) => ({ data: await users.list(request.caller, request.query) }),
  );

  app.get(
    '/api/v1/users/subordinate-roles',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'The roles the caller may give to users (may be none)',
        response: { 200: dataOf(pageOf(roleSchema)), 401: errorBodySchema },
      },
    },
    async (request) => {
      const items = users.subordinateRoles(request.caller);
      return { data: { items, total: items.length } };
    },
  );

  app.get(
    '/api/v1/users/:id',
    {
      config: { access: isMembersAdmin },
      schema: { tags: ['users'], summary: 'One user', params: idParamsSchema, response: oneUser },
    },
    async (request) => ({ data: await users.get(request.caller, request.params.id) }),
  );

  app.post(
    '/api/v1/users',
    {
      config: { access: isMembersAdmin },
      schema: {
        tags: ['users'],
        summary: 'Create a user (confirmed: the admin vouches for the e-mail)',
        body: userCreateSchema,
        response: created(oneUser),
      },
    },
    async (request) => ({ data: await users.create(request.caller, request.body) }),
  );

  app.put(
    '/api/v1/users/:id',
    {
      config: { access: isMembersAdmin },
      schema: {
        tags: ['users'],
        summary: "Change a user's name, phone, roles or organization",
        params: idParamsSchema,
        body: userUpdateSchema,
        response: oneUser,
      },
    },
    async (request) => ({ data: await users.update(request.caller, request.params.id, request.body) }),
  );

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const)
    app.put(
      `/api/v1/users/:id/${action}`,
      {
        config: { access: isMembersAdmin },
        schema: {
          tags: ['users'],
          summary: blocked ? 'Block a user: every session of theirs ends' : 'Unblock a user',
          params: idParamsSchema,
          response: oneUser,
        },
      },
      async (request) => ({ data: await users.setBlocked(request.caller, request.params.id, blocked) }),
    );
}
