import { z } from 'zod';
import { jobPhaseSchema } from '../tariffs/enums.js';

/** The long jobs whose progress a caller follows: a rate-sheet import, a bulk tariff action. */
export const JOB_KINDS = ['tariff-import', 'tariff-bulk'] as const;
export const jobKindSchema = z.enum(JOB_KINDS);
export type JobKind = z.infer<typeof jobKindSchema>;

/**
 * A job as `GET /jobs/{id}` and its event stream answer it: START when queued, PROGRESS while
 * `done` of `total` items are through, END with the job's `result` (or `error` when it failed).
 */
export const jobSchema = z.object({
  id: z.string(),
  kind: jobKindSchema,
  phase: jobPhaseSchema,
  done: z.number().int(),
  total: z.number().int(),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid() });
