import type { Calculation, QuoteSort } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { currencyDigitsQuery } from '../../../shared/references';
import { useT, type Translate } from '../../../shared/i18n';
import { useCargoCheckReferences } from '../api/cargo-dictionaries';
import { useCreateCalculation } from '../api/create-calculation';
import type { WizardValues } from '../lib/form-values';
import { issueText } from '../lib/labels';
import { formPath } from '../lib/field-paths';
import { checkRequest } from '../lib/request';
import { loadResults } from './results-module';

export interface CalculateOptions {
  form: FormInstance<WizardValues>;
  isWidget: boolean;
  operator: boolean;
  sort: QuoteSort;
  onCalculated: (calculation: Calculation, values: WizardValues) => void;
}

/** What a failed call says: the server's own message, or that the service cannot be reached now. */
function failureText(t: Translate, error: unknown): string {
  if (!isApiError(error) || error.isNetworkError || error.status === 404 || error.status >= 500)
    return t('wizard.unavailable');
  return error.message;
}

/**
 * Sends the form: checked by the contract and the domain's cargo check first (each problem at its
 * field), then `POST /orders/calculations`; the server's field errors go to their fields too.
 */
export function useCalculate({ form, isWidget, operator, sort, onCalculated }: CalculateOptions) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useCreateCalculation();
  const references = useCargoCheckReferences();
  const [problems, setProblems] = useState<string[]>([]);

  const submit = () => {
    setProblems([]);
    // Every value, those of the tabs not open included (the check reads the open one's only).
    const values = form.getFieldsValue(true) as WizardValues;
    const check = checkRequest(values, { sort, isWidget, operator, references });
    if (!check.ok) {
      // The paths are the form's own (lib/request.ts `formPath`), typed loosely as the API names them.
      (form as FormInstance).setFields(
        check.issues.flatMap((issue) => (issue.path ? [{ name: issue.path, errors: [issueText(t, issue)] }] : [])),
      );
      setProblems(check.issues.filter((issue) => !issue.path).map((issue) => issueText(t, issue)));
      return;
    }
    // What the results need besides the answer is fetched beside the request, not after it.
    void loadResults();
    void queryClient.prefetchQuery(currencyDigitsQuery);
    mutation.mutate(check.request, {
      onSuccess: (calculation) => onCalculated(calculation, values),
      onError: (error) => {
        if (isApiError(error) && error.fieldErrors.length) setProblems(applyFieldErrors(form, error, formPath));
        else setProblems([failureText(t, error)]);
      },
    });
  };

  return { submit, submitting: mutation.isPending, problems };
}
