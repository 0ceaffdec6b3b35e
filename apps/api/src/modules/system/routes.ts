import { dataOf, errorBodySchema, healthSchema } from '@cargo/domain';
import type { App } from '../../server.js';
import { AppError } from '../../errors.js';
import { createDatabaseProbe } from './database-probe.js';

export async function systemRoutes(app: App, { version }: { version: string }) {
  const probe = createDatabaseProbe(app.database);
  app.get(
    '/api/v1/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and readiness: 200 while the database answers, 503 when it does not',
        response: { 200: dataOf(healthSchema), 503: errorBodySchema },
      },
    },
    async () => {
      if (!(await probe.isHealthy())) throw new AppError('SERVICE_UNAVAILABLE');
      return { data: { status: 'ok' as const, database: app.database.engine, version } };
    },
  );
}
