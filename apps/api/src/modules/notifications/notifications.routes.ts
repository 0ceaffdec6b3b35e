import { z } from 'zod';
import {
  dataOf,
  errorResponses,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
} from '@cargo/domain';
import type { App } from '../../app.js';

/**
 * The caller's own notifications (Product specification, domain §7 "Notifications": /common/notifications):
 * every signed-in user reads and marks theirs; nobody reads another's (404).
 */
export async function notificationsRoutes(app: App) {
  const { notifications } = app.services;
  const tags = ['notifications'];
  const path = '/api/v1/common/notifications';
  const config = { access: 'signedIn' as const };

  app.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: 'My notifications, newest first, in my language, with the number of unread ones',
        querystring: notificationListQuerySchema,
        response: { 200: dataOf(notificationPageSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await notifications.list(request.caller, request.query, request.language) }),
  );

  app.post(
    `${path}/read-all`,
    {
      config,
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 200: dataOf(z.object({ updated: z.number().int() })), ...errorResponses },
      },
    },
    async (request) => ({ data: { updated: await notifications.readAll(request.caller) } }),
  );

  app.post(
    `${path}/:id/read`,
    {
      config,
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: notificationIdParamsSchema,
        response: { 200: dataOf(notificationSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await notifications.read(request.caller, request.params.id, request.language),
    }),
  );
}
