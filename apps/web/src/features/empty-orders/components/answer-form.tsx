import { LEG_MODES } from '@cargo/domain';
import { Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import { useT } from '../../../shared/i18n';
import { OrganizationSelect } from '../../../shared/organizations';
import { DayField } from '../../../shared/ui/date-fields';
import type { AnswerFormValues } from '../lib/answer-form';
import { modeLabel } from '../lib/labels';

export interface AnswerFormProps {
  form: FormInstance<AnswerFormValues>;
  initialValues: AnswerFormValues;
  operator: boolean;
  currencies: readonly string[];
  digits: number;
  today: string;
  saving: boolean;
  onFinish: () => void;
}

/**
 * A price for the whole lane: whose (operators), the amount in the currency's units, the
 * transport, the transit, until when it holds, and a comment for the client.
 */
export function AnswerForm({
  form,
  initialValues,
  operator,
  currencies,
  digits,
  today,
  saving,
  onFinish,
}: AnswerFormProps) {
  const t = useT();
  return (
    <Form<AnswerFormValues>
      form={form}
      initialValues={initialValues}
      layout="vertical"
      onFinish={onFinish}
      disabled={saving}
      className="empty-orders-form"
    >
      {operator ? (
        <Form.Item name="organizationId" label={t('refineRequests.field.organization')} required>
          <OrganizationSelect type="PARTNER" allowClear={false} />
        </Form.Item>
      ) : null}
      <div className="empty-orders-form-grid">
        <Form.Item name="amount" label={t('refineRequests.field.amount')} required>
          <InputNumber<number> className="empty-orders-control" min={0} precision={digits} decimalSeparator="." />
        </Form.Item>
        <Form.Item name="currency" label={t('refineRequests.field.currency')} required>
          <Select showSearch options={currencies.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
        <Form.Item name="mode" label={t('refineRequests.field.mode')} required>
          <Select options={LEG_MODES.map((mode) => ({ value: mode, label: t(modeLabel(mode)) }))} />
        </Form.Item>
        <Form.Item name="transitDays" label={t('refineRequests.field.transitDays')} required>
          <InputNumber<number> className="empty-orders-control" min={1} max={365} precision={0} />
        </Form.Item>
        <Form.Item name="validTo" label={t('refineRequests.field.validTo')} required>
          <DayField min={today} />
        </Form.Item>
      </div>
      <Form.Item name="comment" label={t('refineRequests.field.comment')}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
    </Form>
  );
}
