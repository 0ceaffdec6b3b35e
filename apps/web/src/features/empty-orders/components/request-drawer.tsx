import type { RefineRequest } from '@cargo/domain';
import { Form, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormDrawer, useFormDrawer } from '../../../shared/forms';
import { useCurrencyDigits } from '../../../shared/references';
import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useAnswerRefineRequest } from '../api/answer-refine-request';
import { useRefineRequest } from '../api/get-refine-request';
import { checkAnswer, newAnswerValues, type AnswerFormValues } from '../lib/answer-form';
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
  const drawer = useFormDrawer<AnswerFormValues>({ open, onClose });
  const [initialValues] = useState(newAnswerValues);
  const detail = useRefineRequest(open && request ? request.calculationId : null);
  const currencies = useCurrencyDigits();
  const answer = useAnswerRefineRequest();
  const currency = (Form.useWatch('currency', drawer.form) as string | undefined) ?? 'USD';
  const digits = currencies.digitsOf(currency);
  const today = todayIso();
  const shown = detail.data ?? request;
  const mayAnswer = shown !== null && shown.status !== 'CANCELLED';

  async function submit() {
    if (!request) return;
    const check = checkAnswer(drawer.values(), { digits, operator, today });
    drawer.check(check.problems);
    const input = check.input;
    if (!input) return;
    await drawer.save(() => answer.mutateAsync({ calculationId: request.calculationId, input }), {
      success: t('refineRequests.answered'),
    });
  }

  return (
    <FormDrawer
      {...drawer.props}
      title={shown ? t('refineRequests.drawer.title', { route: routeText(shown) }) : ''}
      width={640}
      submitLabel={mayAnswer ? t('refineRequests.submit') : undefined}
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
            form={drawer.form}
            initialValues={initialValues}
            operator={operator}
            currencies={currencies.codes.length ? currencies.codes : ['USD']}
            digits={digits}
            today={today}
            saving={drawer.saving}
            onFinish={() => void submit()}
          />
        </Section>
      ) : null}
    </FormDrawer>
  );
}
