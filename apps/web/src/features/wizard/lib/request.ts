import {
  calculationRequestSchema,
  issueMessage,
  majorToMinor,
  type CalculationRequest,
  type CargoReferences,
  type QuoteSort,
} from '@cargo/domain';
import type { FieldPath } from '../../../shared/forms';
import { PERCENT_DIGITS } from '../../../shared/lib/format-money';
// From the module itself: the places' index also loads the picker (Ant Design), which unit tests do without.
import { placeValue, toCalculationPlace } from '../../../shared/places/place-keys';
import { cargoDraft } from './cargo-draft';
import { cargoFormIssues } from './cargo-issues';
import { isPastDay } from '../../../shared/lib/days';
import { formPath, type MessageIssue } from './field-paths';
import type { WizardValues } from './form-values';

/**
 * The form's values as `POST /orders/calculations` takes them, checked by the contract itself
 * (calculationRequestSchema) and by the domain's cargo check (lib/cargo-issues.ts), with every
 * problem at the form field that holds it. The same path mapping places the server's field
 * errors (`cargo.items.0.length`, lib/field-paths.ts).
 */

export interface RequestOptions {
  sort: QuoteSort;
  isWidget: boolean;
  /** Only operators may send a custom commission. */
  operator: boolean;
  /** The pallet and container types the cargo check reads (their loads and heights). */
  references: CargoReferences;
}

/** The request body as typed so far; `calculationRequestSchema` decides whether it may go. */
export function requestDraft(values: WizardValues, options: RequestOptions) {
  const commission = options.operator ? values.customCommission : null;
  return {
    from: values.from ? toCalculationPlace(values.from) : undefined,
    to: values.to ? toCalculationPlace(values.to) : undefined,
    readyDate: values.readyDate ?? undefined,
    cargo: cargoDraft(values),
    currency: values.currency,
    sort: options.sort,
    customCommission:
      commission === null || commission === undefined
        ? undefined
        : { percent: majorToMinor(commission, PERCENT_DIGITS) },
    isWidget: options.isWidget,
  };
}

function placeIssues(values: WizardValues): MessageIssue[] {
  const issues: MessageIssue[] = [];
  if (values.from && values.to && placeValue(values.from) === placeValue(values.to))
    issues.push({ path: ['to'], key: 'wizard.samePlace' });
  if (values.readyDate && isPastDay(values.readyDate))
    issues.push({ path: ['readyDate'], key: 'wizard.readyDate.past' });
  return issues;
}

const pathKey = (issue: MessageIssue) => JSON.stringify(issue.path);

export type RequestCheck = { ok: true; request: CalculationRequest } | { ok: false; issues: MessageIssue[] };

/** The request, or every problem of the form, one per field (the first found wins). */
export function checkRequest(values: WizardValues, options: RequestOptions): RequestCheck {
  const parsed = calculationRequestSchema.safeParse(requestDraft(values, options), { reportInput: true });
  const contract: MessageIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: formPath(issue.path as FieldPath) ?? null, ...issueMessage(issue) }));
  // The cargo check first: it asks for a line's missing sizes or volume, which the contract cannot.
  const all = [...cargoFormIssues(values, options.references), ...placeIssues(values), ...contract];
  const seen = new Set<string>();
  const issues = all.filter((issue) => {
    const key = pathKey(issue);
    if (issue.path && seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (issues.length || !parsed.success) return { ok: false, issues };
  return { ok: true, request: parsed.data };
}
