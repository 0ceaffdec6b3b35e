import {
  issueMessage,
  normalizeTariffInput,
  tariffInputIssues,
  tariffInputSchema,
  type TariffInputParsed,
} from '@cargo/domain';
import type { FormProblem } from '../../../shared/forms';
import { inputOf, type TariffFormContext, type TariffFormValues } from './form-values';
import { hasBounds, lineLayout, lineShape } from './lines';

/** Fields whose items have no field of their own: a problem with one item shows under the list. */
const LISTS = new Set(['clientOrganizationIds', 'zipCodes', 'from', 'to']);

/**
 * Where the form shows a problem the contract, the rules or the API name by the body's path
 * (`lines.0.price`, `from.id`): the body's line is the form's line `rows[index]` (blank lines
 * are not sent); a line's container type is the row's label, so its problem goes to the price;
 * a problem of a whole line goes to its first field. Undefined: no field of the form shows it.
 */
export function formPathOf(context: TariffFormContext, path: readonly PropertyKey[], rows: readonly number[]) {
  const [root, index, field] = path;
  if (typeof root !== 'string') return undefined;
  const shape = lineShape(context.kind, context.variant);
  if (LISTS.has(root)) return [root];
  if (root === 'variant') return undefined;
  if (root === 'organizationId') return context.operator ? [root] : undefined;
  if (root === 'rangeUnit') return (shape.rangeUnits?.length ?? 0) > 1 ? [root] : undefined;
  if (root !== 'lines') return [root];
  const row = typeof index === 'number' ? rows[index] : undefined;
  if (row === undefined) return ['lines'];
  const layout = lineLayout(shape);
  const first = shape.item && layout === 'rows' ? shape.item : hasBounds(shape) ? 'from' : 'price';
  if (typeof field !== 'string' || (layout === 'containers' && field === 'containerTypeId'))
    return ['lines', row, layout === 'containers' ? 'price' : first];
  return ['lines', row, field];
}

export interface TariffCheck {
  /** The body to send, when nothing is wrong. */
  input?: TariffInputParsed;
  /** The form's line of each line of the body. */
  rows: number[];
  problems: FormProblem[];
}

/**
 * Checks the form's values as the API will (docs/architecture.md §9: the contract's schema, then the
 * kind's rules of the domain on the normalized input), each problem placed at its field.
 */
export function checkTariff(context: TariffFormContext, values: TariffFormValues): TariffCheck {
  const { body, rows } = inputOf(context, values);
  const place = (path: readonly PropertyKey[]) => formPathOf(context, path, rows);
  const parsed = tariffInputSchema.safeParse(body, { reportInput: true });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({ name: place(issue.path), ...issueMessage(issue) }));
    return { rows, problems };
  }
  const input = normalizeTariffInput(context.kind, parsed.data);
  const problems = tariffInputIssues(context.kind, input).map((issue) => ({
    name: place(issue.path),
    key: issue.message,
    ...(issue.params ? { params: issue.params } : {}),
  }));
  return problems.length ? { rows, problems } : { input, rows, problems };
}
