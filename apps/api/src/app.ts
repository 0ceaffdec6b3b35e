import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/connection.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Services } from './services.js';

/**
 * The application's type, apart from server.ts that builds it: route plugins take an `App`, and
 * server.ts imports the route plugins, so the type cannot live there without a cycle.
 */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Absent where jobs are switched off (JOBS_ENABLED=false, most tests). */
    jobs: JobQueue | undefined;
    services: Services;
  }
}
