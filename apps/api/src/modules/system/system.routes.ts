import { dataOf, errorBodySchema, healthSchema } from '@cargo/domain';
import type { App } from '../../app.js';
import { AppError } from '../../errors.js';
import { constantAnswer } from '../../plugins/validation.js';
import { createDatabaseProbe } from './database-probe.js';

export async function systemRoutes(app: App, { version }: { version: string }) {
  const probe = createDatabaseProbe(app.database);
  const healthy = constantAnswer({ data: { status: 'ok' as const, database: app.database.engine, version } });
  const answer = (ok: boolean) => {
    if (!ok) throw new AppError('SERVICE_UNAVAILABLE');
    return healthy;
  };
  app.get(
    '/api/v1/health',
    {
      // Probes come every few seconds from every load balancer: successes stay out of the log,
      // a 503 is still logged (at warn, see RequestLogController).
      config: { access: 'public', accessLog: 'failures' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and readiness: 200 while the database answers, 503 when it does not',
        response: { 200: dataOf(healthSchema), 503: errorBodySchema },
      },
    },
    // Not async: while the probe's answer is recent it is sent without a promise in between.
    () => {
      const recent = probe.recent();
      return recent === undefined ? probe.check().then(answer) : answer(recent);
    },
  );
}
