/**
 * The entry of the notifications module: what other modules, server.ts, the seed and the tests may use.
 * In-app notices to users and organizations, and the mail that goes with them.
 */
export { notificationsRoutes } from './notifications.routes.js';
export {
  createNotificationsService,
  type Notice,
  type NotificationsService,
  type Notified,
} from './notifications.service.js';
