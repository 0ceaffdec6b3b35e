import { isDeepStrictEqual } from 'node:util';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { core, ZodType } from 'zod';
import { forbiddenTextPath } from '@cargo/domain';

/** Marks the items of a validation failure that carry a zod issue. */
export interface IssueItem {
  issue: core.$ZodIssue;
  message: string;
  instancePath: string;
}

/**
 * Validates requests with the contract schemas. Issues keep their input so the error handler
 * can tell a missing field from a wrong one; the input never leaves the server. Before any
 * schema, one rule for all: no NUL and no lone surrogate in any string (`forbiddenTextPath`),
 * whether it came as JSON, a form body, a query string or a path.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const forbidden = forbiddenTextPath(data);
    if (forbidden) {
      const issue = {
        code: 'custom',
        message: 'validation.forbiddenCharacters',
        path: forbidden,
        input: undefined,
      } as core.$ZodIssue;
      return { error: [{ issue, message: issue.message, instancePath: `/${forbidden.join('/')}` }] as never };
    }
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

/** An answer that does not match its contract: a bug of ours, answered 500 and logged. */
export class ResponseContractError extends Error {
  constructor(method: string, url: string, cause: unknown) {
    super(`The answer of ${method} ${url} does not match its response schema`, { cause });
    this.name = 'ResponseContractError';
  }
}

/** Answers marked by `constantAnswer`. */
const constants = new WeakSet<object>();

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/**
 * An answer that never changes (the health body, the language list, a message catalogue): frozen
 * all the way down, so the serializer may check it against its contract and serialize it once,
 * then send the same JSON text every time.
 */
export function constantAnswer<T extends object>(value: T): T {
  deepFreeze(value);
  constants.add(value);
  return value;
}

/** Answers marked by `builtAnswer`. */
const built = new WeakSet<object>();

/**
 * An answer its view builds field by field to the route's contract, typed by it (the quote's
 * answer: ~130 named legs and 30 quotations): sent as it is, without the contract's parse, which
 * copies every object of it (docs/decisions.md D16). Where answers are
 * verified (every environment but production: the tests) the parse still runs and must give back
 * the very same answer, so a field the contract does not declare, or one of the wrong type,
 * fails the first test that answers it.
 */
export function builtAnswer<T extends object>(value: T): T {
  built.add(value);
  return value;
}

/** A built answer the contract's parse would change: a view out of step with its contract. */
class BuiltAnswerMismatch extends Error {
  constructor() {
    super('the contract parse of a built answer differs from it (an undeclared or transformed field)');
  }
}

/**
 * Answers only what the contract declares: unknown properties are dropped (nothing leaks by
 * accident) and a wrong shape fails loudly. Response schemas are plain output shapes, without
 * codecs, so parsing gives the same result as zod's `encode`, through zod's compiled fast path
 * at a twentieth of the cost (docs/decisions.md D14). A codec would fail
 * here, in the first test that touches it, rather than be encoded silently wrong. Constant
 * answers are checked and serialized on first use only; built answers (`builtAnswer`) are
 * checked only where `verifyBuilt` is on.
 */
export function serializerCompiler({ verifyBuilt }: { verifyBuilt: boolean }): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) => {
    // Per route and status: the same constant may be answered under another contract elsewhere.
    const serialized = new WeakMap<object, string>();
    return (data) => {
      const known = serialized.get(data as object);
      if (known !== undefined) return known;
      if (built.has(data as object) && !verifyBuilt) return JSON.stringify(data);
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseContractError(method, url, result.error);
      if (built.has(data as object) && !isDeepStrictEqual(result.data, data))
        throw new ResponseContractError(method, url, new BuiltAnswerMismatch());
      const json = JSON.stringify(result.data);
      if (constants.has(data as object)) serialized.set(data as object, json);
      return json;
    };
  };
}
