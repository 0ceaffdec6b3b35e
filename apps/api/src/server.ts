import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from './app.js';
import type { Config } from './config.js';
import type { Database } from './db/connection.js';
import type { JobQueue } from './jobs/job-queue.js';
import { accessPlugin } from './plugins/access.js';
import { errorsPlugin } from './plugins/errors.js';
import { createdStatusPlugin } from './plugins/created-status.js';
import { openApiPlugin } from './plugins/openapi.js';
import { requestContextPlugin, requestIdGenerator } from './plugins/request-context.js';
import { RequestLogController } from './plugins/request-log.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { responseHeadersPlugin } from './plugins/response-headers.js';
import { serializerCompiler, validatorCompiler } from './plugins/validation.js';
import { webAppPlugin } from './plugins/web-app.js';
import { createAccessTokens, resolveSigningKey } from './modules/auth/access-tokens.js';
import { isSessionActive } from './modules/auth/credentials.repo.js';
import { cachedSessionCheck } from './modules/auth/session-check.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.js';
import { l10nRoutes } from './modules/l10n/l10n.routes.js';
import { listViewsRoutes } from './modules/list-views/list-views.routes.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import type { MailTransport } from './modules/mail/smtp-transport.js';
import { organizationsRoutes } from './modules/organizations/organizations.routes.js';
import { currentUserRoutes } from './modules/users/current-user.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { currenciesRoutes } from './modules/dictionaries/currencies.routes.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { dictionariesRoutes } from './modules/dictionaries/dictionaries.routes.js';
import { unitsRoutes } from './modules/dictionaries/units.routes.js';
import { geographyRoutes } from './modules/geography/geography.routes.js';
import { laneBansRoutes } from './modules/tariffs/lane-bans.routes.js';
import { bulkTariffsRoutes } from './modules/tariffs/bulk.routes.js';
import { expiredTariffsRoutes } from './modules/tariffs/expired.routes.js';
import { tariffsRoutes } from './modules/tariffs/tariffs.routes.js';
import { tariffSheetsRoutes } from './modules/tariffs/sheets.routes.js';
import { commissionRoutes } from './modules/commission/commission.routes.js';
import { calculationsRoutes } from './modules/pricing/calculations.routes.js';
import { calculationListsRoutes } from './modules/pricing/calculation-lists.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { refineRequestsRoutes } from './modules/refine-requests/refine-requests.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { orderDeliveryRoutes } from './modules/orders/order-delivery.routes.js';
import { orderTemplatesRoutes } from './modules/orders/order-templates.routes.js';
import { ordersByEmailRoutes } from './modules/orders/orders-by-email.routes.js';
import { markPricingStaleOnWrites } from './modules/pricing/pricing-writes.hook.js';
import { createServices } from './services.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { VERSION } from './version.js';

export interface ServerDeps {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  jobs?: JobQueue;
  /** Where mail goes instead of SMTP_URL (tests). */
  mailTransport?: MailTransport;
}

/** The whole HTTP application, without listening: `main.ts` listens, tests call `inject()`. */
export async function buildServer({ config, database, logger, jobs, mailTransport }: ServerDeps): Promise<App> {
  const app = Fastify({
    loggerInstance: logger,
    logController: new RequestLogController(),
    genReqId: requestIdGenerator(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler({ verifyBuilt: config.verifyBuiltAnswers }));
  app.decorate('database', database);
  app.decorate('jobs', jobs);

  const signingKey = await resolveSigningKey(database.db, config.auth.jwtSecret);
  const accessTokens = createAccessTokens(signingKey, config.auth.accessTokenTtlSeconds);
  const services = createServices({
    config,
    database,
    jobs,
    log: logger,
    accessTokens,
    signingKey,
    mailTransport,
  });
  app.decorate('services', services);
  app.addHook('onClose', () => services.mail.close());
  await services.mail.start();
  // Jobs a crashed process left unfinished end now, with the reason; the heartbeat stops last.
  await services.jobs.recover();
  app.addHook('onClose', () => services.jobs.close());
  // Bulk tariff actions running in this process finish before the database closes.
  app.addHook('onClose', () => services.tariffsBulk.close());
  await services.tariffsBulk.start();
  // Rate-sheet imports running in this process finish before the database closes, too.
  app.addHook('onClose', () => services.tariffSheets.close());
  await services.tariffSheets.start();
  markPricingStaleOnWrites(app);

  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(accessPlugin, {
    accessTokens,
    isSessionActive: cachedSessionCheck((caller) => isSessionActive(database.db, caller.sessionId, caller.userId)),
  });
  await app.register(rateLimitPlugin, { rateLimits: services.rateLimits });
  await app.register(responseHeadersPlugin);
  await app.register(openApiPlugin, { version: VERSION });
  await app.register(createdStatusPlugin);

  await app.register(systemRoutes, { version: VERSION });
  await app.register(l10nRoutes);
  await app.register(authRoutes);
  await app.register(currentUserRoutes);
  await app.register(twoFactorRoutes);
  await app.register(mailRoutes);
  await app.register(usersRoutes);
  await app.register(organizationsRoutes);
  await app.register(listViewsRoutes);

  await app.register(dictionariesRoutes);
  await app.register(currenciesRoutes);
  await app.register(unitsRoutes);
  await app.register(geographyRoutes);
  await app.register(tariffsRoutes);
  await app.register(laneBansRoutes);
  await app.register(bulkTariffsRoutes);
  await app.register(tariffSheetsRoutes);
  await app.register(expiredTariffsRoutes);
  await app.register(commissionRoutes);
  await app.register(calculationsRoutes);
  await app.register(calculationListsRoutes);
  await app.register(refineRequestsRoutes);
  await app.register(ordersRoutes);
  await app.register(orderDeliveryRoutes);
  await app.register(orderTemplatesRoutes);
  await app.register(ordersByEmailRoutes);
  await app.register(notificationsRoutes);
  await app.register(jobsRoutes);

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
