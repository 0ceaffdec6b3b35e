/**
 * The entry of the mail module: what other modules, server.ts, the seed and the tests may use.
 * The outbox: mails written with the change that causes them, delivered over SMTP with retries.
 */
export { mailRoutes } from './mail.routes.js';
export { createMailService, type MailService, SWEEP_QUEUE } from './mail.service.js';
export type { MailTransport } from './smtp-transport.js';
