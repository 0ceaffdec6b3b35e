import {
  majorToMinor,
  issueMessage,
  refineAnswerInputSchema,
  type LegMode,
  type RefineAnswerInputParsed,
} from '@cargo/domain';
import type { FormProblem } from '../../../shared/forms';

/** The price form as typed: the amount in major units of the currency, the day as YYYY-MM-DD. */
export interface AnswerFormValues {
  /** Operators: the partner whose price it is. */
  organizationId: number | null;
  amount: number | null;
  currency: string;
  transitDays: number | null;
  validTo: string | null;
  mode: LegMode;
  comment: string;
}

export function newAnswerValues(): AnswerFormValues {
  return {
    organizationId: null,
    amount: null,
    currency: 'USD',
    transitDays: null,
    validTo: null,
    mode: 'SEA',
    comment: '',
  };
}

/**
 * Checks the values as the API will (the contract, docs/architecture.md §9) and that the price is not valid
 * only until a past day (`today`, the browser's); what needs the calculation (a currency with a
 * rate) is the API's to say, on the same field. Operators must name the partner.
 */
export function checkAnswer(
  values: AnswerFormValues,
  options: { digits: number; operator: boolean; today: string },
): { input?: RefineAnswerInputParsed; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  if (options.operator && values.organizationId === null)
    problems.push({ name: ['organizationId'], key: 'validation.required' });
  const body = {
    ...(options.operator && values.organizationId !== null ? { organizationId: values.organizationId } : {}),
    amount: values.amount === null ? undefined : majorToMinor(values.amount, options.digits),
    currency: values.currency,
    transitDays: values.transitDays ?? undefined,
    validTo: values.validTo ?? undefined,
    mode: values.mode,
    comment: values.comment.trim() || null,
  };
  const parsed = refineAnswerInputSchema.safeParse(body, { reportInput: true });
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      problems.push({
        name: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
        ...issueMessage(issue),
      });
  if (values.validTo !== null && values.validTo < options.today)
    problems.push({ name: ['validTo'], key: 'refineRequests.validToPast' });
  return problems.length || !parsed.success ? { problems } : { input: parsed.data, problems };
}
