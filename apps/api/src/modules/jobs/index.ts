/**
 * The entry of the jobs module: what other modules, server.ts, the seed and the tests may use.
 * Background jobs as people follow them: their progress, results and recovery after a crash.
 */
export { jobsRoutes } from './jobs.routes.js';
export { createJobsService, type JobsService, type ProgressReporter } from './jobs.service.js';
