/** The lazy route module of `/admin/mails`: sent notifications. */
export { MailsPage as Component } from './pages/mails-page';
