/** The lazy route module of /client/notifications, /partner/notifications and /admin/notifications: one page for every area. */
export { NotificationsPage as Component } from './pages/notifications-page';
