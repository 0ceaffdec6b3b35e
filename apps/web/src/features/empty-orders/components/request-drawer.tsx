import type { RefineRequest } from '@cargo/domain';
import { Form, Spin, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { applyFieldErrors, FormDrawer } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useCurrencyDigits } from '../../../shared/references';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { QueryError } from '../../../shared/ui/query-error';
import { useAnswerRefineRequest } from '../api/answer-refine-request';
import { useRefineRequest } from '../api/get-refine-request';
import { checkAnswer, newAnswerValues, type AnswerFormValues, type FormProblem } from '../lib/answer-form';
import { todayIso } from '../../../shared/lib/days';
import { AnswerForm } from './answer-form';
import { AnswersList, NoticesList, RequestFacts } from './request-facts';
import { routeText } from './route-line';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="empty-orders-section">
      <h3 className="empty-orders-section-title">{title}</h3>
      {children}
    </section>
  );
}

export interface RequestDrawerProps {
  open: boolean;
  request: RefineRequest | null;
  operator: boolean;
  onClose: () => void;
}

/**
 * A request opened from the list: its facts, the prices given and who was notified (as far as
 * the caller may see), and the form that gives a price. The form is checked as the API checks
 * it; the API's field errors (a currency the calculation has no rate for) land on their fields.
 * Mounted afresh (by key) for each opening.
 */
export function RequestDrawer({ open, request, operator, onClose }: RequestDrawerProps) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<AnswerFormValues>();
  const [problems, setProblems] = useState<string[]>([]);
  const [initialValues] = useState(newAnswerValues);
  const detail = useRefineRequest(open && request ? request.calculationId : null);
  const currencies = useCurrencyDigits();
  const answer = useAnswerRefineRequest();
  const currency = (Form.useWatch('currency', form) as string | undefined) ?? 'USD';
  const digits = currencies.digitsOf(currency);
  const today = todayIso();
  const shown = detail.data ?? request;
  const mayAnswer = shown !== null && shown.status !== 'CANCELLED';

  function show(found: readonly FormProblem[]) {
    const fields: FormInstance = form;
    const stale = fields.getFieldsError().filter((field) => field.errors.length);
    fields.setFields(stale.map((field) => ({ name: field.name, errors: [] })));
    const placed = found.filter((problem) => problem.name);
    fields.setFields(placed.map((problem) => ({ name: problem.name!, errors: [t(problem.key, problem.params)] })));
    setProblems(found.filter((problem) => !problem.name).map((problem) => t(problem.key, problem.params)));
  }

  async function submit() {
    if (!request) return;
    const values = form.getFieldsValue(true) as AnswerFormValues;
    const check = checkAnswer(values, { digits, operator, today });
    show(check.problems);
    if (!check.input) return;
    try {
      await answer.mutateAsync({ calculationId: request.calculationId, input: check.input });
      notify.success(t('refineRequests.answered'));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const unplaced = applyFieldErrors(form, error);
      if (unplaced.length || !error.fieldErrors.length) setProblems(unplaced.length ? unplaced : [error.message]);
    }
  }

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={shown ? t('refineRequests.drawer.title', { route: routeText(shown) }) : ''}
      width={640}
      submitLabel={t('refineRequests.submit')}
      submitting={answer.isPending}
      onSubmit={mayAnswer ? () => form.submit() : undefined}
      problems={problems}
    >
      {shown ? <RequestFacts request={shown} /> : null}
      {detail.isError ? <QueryError error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {detail.data ? (
        <>
          <Section title={t('refineRequests.section.answers')}>
            <AnswersList answers={detail.data.answers} digitsOf={currencies.digitsOf} />
          </Section>
          {operator || detail.data.notices.length ? (
            <Section title={t(operator ? 'refineRequests.section.notices' : 'refineRequests.section.sentNotices')}>
              <NoticesList notices={detail.data.notices} />
            </Section>
          ) : null}
        </>
      ) : detail.isLoading ? (
        <Spin className="empty-orders-spin" />
      ) : null}
      {mayAnswer ? (
        <Section title={t('refineRequests.section.answer')}>
          <AnswerForm
            form={form}
            initialValues={initialValues}
            operator={operator}
            currencies={currencies.codes.length ? currencies.codes : ['USD']}
            digits={digits}
            today={today}
            saving={answer.isPending}
            onFinish={() => void submit()}
          />
        </Section>
      ) : null}
    </FormDrawer>
  );
}
