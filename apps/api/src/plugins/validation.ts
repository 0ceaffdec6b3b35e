import type { FastifySchemaCompiler } from 'fastify';
import type { core, ZodType } from 'zod';

/** Marks the items of a validation failure that carry a zod issue. */
export interface IssueItem {
  issue: core.$ZodIssue;
  message: string;
  instancePath: string;
}

/**
 * Validates requests with the contract schemas. Issues keep their input so the error handler
 * can tell a missing field from a wrong one; the input never leaves the server.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const items: IssueItem[] = result.error.issues.map((issue) => ({
      issue,
      message: issue.message,
      instancePath: `/${issue.path.join('/')}`,
    }));
    return { error: items as never };
  };

export function issuesOf(validation: unknown): core.$ZodIssue[] {
  if (!Array.isArray(validation)) return [];
  return validation.flatMap((item: Partial<IssueItem>) => (item.issue ? [item.issue] : []));
}
