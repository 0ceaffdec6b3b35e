import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/connection.js';
import type { JobQueue } from './jobs/job-queue.js';
import { accessPlugin } from './plugins/access.js';
import { errorsPlugin } from './plugins/errors.js';
import { openApiPlugin } from './plugins/openapi.js';
import { requestContextPlugin, requestIdGenerator } from './plugins/request-context.js';
import { RequestLogController } from './plugins/request-log.js';
import { responseHeadersPlugin } from './plugins/response-headers.js';
import { serializerCompiler, validatorCompiler } from './plugins/validation.js';
import { webAppPlugin } from './plugins/web-app.js';
import { l10nRoutes } from './modules/l10n/routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { VERSION } from './version.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Absent where jobs are switched off (JOBS_ENABLED=false, most tests). */
    jobs: JobQueue | undefined;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface ServerDeps {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  jobs?: JobQueue;
}

/** The whole HTTP application, without listening: `main.ts` listens, tests call `inject()`. */
export async function buildServer({ config, database, logger, jobs }: ServerDeps): Promise<App> {
  const app = Fastify({
    loggerInstance: logger,
    logController: new RequestLogController(),
    genReqId: requestIdGenerator(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('jobs', jobs);

  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(accessPlugin);
  await app.register(responseHeadersPlugin);
  await app.register(openApiPlugin, { version: VERSION });

  await app.register(systemRoutes, { version: VERSION });
  await app.register(l10nRoutes);

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
