import {
  commissionInputIssues,
  commissionInputSchema,
  issueMessage,
  normalizeCommissionInput,
  type CommissionInputParsed,
} from '@cargo/domain';
import type { FieldPath, FormProblem } from '../../../shared/forms';
import { inputOf, type CommissionFormValues, type FormContext } from './form-values';

/**
 * Where the form shows a problem named by the body's path: the form's fields carry the body's
 * names (`ranges.1.to` is the second step's "To"), except the organization, which a partner's
 * form does not have. Undefined: no field shows it.
 */
export function formPathOf(context: FormContext, path: readonly PropertyKey[]): FieldPath | undefined {
  const [root] = path;
  if (typeof root !== 'string') return undefined;
  if (root === 'organizationId' && !context.operator) return undefined;
  return path.map((part) => (typeof part === 'number' ? part : String(part)));
}

export interface CommissionCheck {
  /** The body to send, when nothing is wrong. */
  input?: CommissionInputParsed;
  problems: FormProblem[];
}

/**
 * Checks the values as the API will (docs/architecture.md §9): the contract's schema, then the domain's
 * rules (`commissionInputIssues`) on the normalized input, each problem placed at its field.
 */
export function checkCommission(context: FormContext, values: CommissionFormValues, digits: number): CommissionCheck {
  // The API takes a missing organization as the caller's own: an operator means to choose one.
  const chosen: FormProblem[] =
    context.operator && values.organizationId === null
      ? [{ name: ['organizationId'], key: 'validation.required' }]
      : [];
  const check = checkBody(context, values, digits);
  return chosen.length ? { problems: [...chosen, ...check.problems] } : check;
}

function checkBody(context: FormContext, values: CommissionFormValues, digits: number): CommissionCheck {
  const parsed = commissionInputSchema.safeParse(inputOf(context, values, digits), { reportInput: true });
  if (!parsed.success)
    return {
      problems: parsed.error.issues.map((issue) => ({ name: formPathOf(context, issue.path), ...issueMessage(issue) })),
    };
  const input = normalizeCommissionInput(parsed.data);
  const problems = commissionInputIssues(input).map((issue) => ({
    name: formPathOf(context, issue.path),
    key: issue.message,
    ...(issue.params ? { params: issue.params } : {}),
  }));
  return problems.length ? { problems } : { input, problems };
}
