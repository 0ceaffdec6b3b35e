import { currentUserSchema, currentUserUpdateSchema, dataOf, errorBodySchema } from '@cargo/domain';
import type { App } from '../../app.js';

export async function currentUserRoutes(app: App) {
  const { currentUser } = app.services;

  app.get(
    '/api/v1/users/current',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user with their organization',
        response: { 200: dataOf(currentUserSchema), 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await currentUser.get(request.caller) }),
  );

  app.put(
    '/api/v1/users/current',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'Update your own name, phone and language (not your organization)',
        body: currentUserUpdateSchema,
        response: { 200: dataOf(currentUserSchema), 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await currentUser.update(request.caller, request.body) }),
  );
}
