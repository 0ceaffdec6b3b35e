import { dataOf, errorResponses, jobIdParamsSchema, jobSchema, type Job } from '@cargo/domain';
import type { App } from '../../app.js';

/** How often the event stream looks at the job's row: the same on every instance, no broker. */
const POLL_MS = 300;
/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

const event = (job: Job) => `event: ${job.phase.toLowerCase()}\ndata: ${JSON.stringify(job)}\n\n`;

/** The progress of imports and bulk actions: read once, or followed as server-sent events. */
export async function jobsRoutes(app: App) {
  const { jobs } = app.services;

  app.get(
    '/api/v1/jobs/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['jobs'],
        summary: 'A long job: phase START, PROGRESS or END, items done of total, and its result',
        params: jobIdParamsSchema,
        response: { 200: dataOf(jobSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await jobs.get(request.caller, request.params.id) }),
  );

  app.get(
    '/api/v1/jobs/:id/events',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['jobs'],
        summary: 'The job as server-sent events (`start`, `progress`, `end`, each with the job as data) until it ends',
        params: jobIdParamsSchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      // Checks access (404) before the stream opens, so a refusal is an ordinary answer.
      let last = await jobs.get(request.caller, request.params.id);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(event(last));
      let closed = false;
      const close = () => {
        closed = true;
        clearInterval(heartbeat);
        raw.end();
      };
      request.raw.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
      });
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      while (!closed && last.phase !== 'END') {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const now = await jobs.read(last.id);
        if (!now) break;
        if (now.updatedAt !== last.updatedAt || now.phase !== last.phase) {
          last = now;
          if (!closed) raw.write(event(now));
        }
      }
      if (!closed) close();
    },
  );
}
