import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from './app.js';
import type { Config } from './config.js';
import type { Database } from './db/connection.js';
import type { JobQueue } from './jobs/job-queue.js';
import { accessPlugin } from './plugins/access.js';
import { errorsPlugin } from './plugins/errors.js';
import { compressionPlugin } from './plugins/compression.js';
import { createdStatusPlugin } from './plugins/created-status.js';
import { openApiPlugin } from './plugins/openapi.js';
import { requestContextPlugin, requestIdGenerator } from './plugins/request-context.js';
import { RequestLogController } from './plugins/request-log.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { responseHeadersPlugin } from './plugins/response-headers.js';
import { serializerCompiler, validatorCompiler } from './plugins/validation.js';
import { webAppPlugin } from './plugins/web-app.js';
import { authRoutes, createAccessTokens, resolveSigningKey } from './modules/auth/index.js';
import { cachedSessionCheck, isSessionActive } from './modules/credentials/index.js';
import { twoFactorRoutes } from './modules/two-factor/index.js';
import { l10nRoutes } from './modules/l10n/index.js';
import { listViewsRoutes } from './modules/list-views/index.js';
import { mailRoutes, type MailTransport } from './modules/mail/index.js';
import { organizationsRoutes } from './modules/organizations/index.js';
import { currentUserRoutes, usersRoutes } from './modules/users/index.js';
import { currenciesRoutes, dictionariesRoutes, unitsRoutes } from './modules/dictionaries/index.js';
import { jobsRoutes } from './modules/jobs/index.js';
import { geographyRoutes } from './modules/geography/index.js';
import {
  bulkTariffsRoutes,
  expiredTariffsRoutes,
  laneBansRoutes,
  tariffSheetsRoutes,
  tariffsRoutes,
} from './modules/tariffs/index.js';
import { commissionRoutes } from './modules/commission/index.js';
import { calculationListsRoutes, calculationsRoutes, markPricingStaleOnWrites } from './modules/pricing/index.js';
import { notificationsRoutes } from './modules/notifications/index.js';
import { refineRequestsRoutes } from './modules/refine-requests/index.js';
import {
  orderDeliveryRoutes,
  ordersByEmailRoutes,
  ordersRoutes,
  orderTemplatesRoutes,
} from './modules/orders/index.js';
import { createServices } from './services.js';
import { systemRoutes } from './modules/system/index.js';
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
  // The web app's files are compressed at build time: their routes come before the per-request
  // compression, which reaches only the routes registered after it (the API's).
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  await app.register(compressionPlugin);
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
  return app;
}
