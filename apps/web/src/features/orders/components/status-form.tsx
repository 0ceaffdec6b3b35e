import { STATUS_TRACKING_DATE, type OrderStatus, type TrackingDate } from '@cargo/domain';
import { Alert, Button, Form, Select } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { todayIso } from '../../../shared/lib/days';
import { statusLabel, trackingLabel } from '../lib/labels';
import { DayField } from '../../../shared/ui/date-fields';

interface StatusValues {
  status: OrderStatus | null;
  date: string | null;
}

export interface StatusFormProps {
  /** The form's accessible name: whose status it sets. */
  label: string;
  /** The statuses it may be moved to now (the API's `nextStatuses`: each passes with today). */
  options: readonly OrderStatus[];
  /** The earliest day the tracking date a status fills may name (the planned ready date for the cargo's). */
  earliest?: (date: TrackingDate) => string | undefined;
  /** A line under the form's title, when the change needs one. */
  hint?: string;
  pending: boolean;
  /** Sends the change; a refusal (an ApiError) is shown on the form. */
  send: (status: OrderStatus, date: string | null) => Promise<unknown>;
  /** What the done change says, of the status set. */
  done: (status: string) => string;
}

/**
 * Moves a delivery order (or every one of an order) on: only to the statuses offered, with the
 * day it happened (today unless told), which fills the tracking date the status reports. The
 * server's refusals (an actual date before the planned ready date…) show at the day.
 */
export function StatusForm({ label, options, earliest, hint, pending, send, done }: StatusFormProps) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<StatusValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [today] = useState(todayIso);
  const status = Form.useWatch('status', form);
  const fills = status ? STATUS_TRACKING_DATE[status] : undefined;

  async function submit(values: StatusValues) {
    if (!values.status) return;
    setProblem(null);
    try {
      await send(values.status, values.date);
      notify.success(done(t(statusLabel(values.status))));
      form.resetFields();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const dated = error.fieldErrors.filter(
        (field) => field.fieldName === 'date' || field.fieldName.startsWith('tracking.'),
      );
      if (dated.length) form.setFields([{ name: 'date', errors: dated.map((field) => field.errorText) }]);
      const rest = error.fieldErrors.filter((field) => !dated.includes(field));
      if (rest.length || !dated.length)
        setProblem(rest.length ? rest.map((field) => field.errorText).join(' ') : error.message);
    }
  }

  return (
    <Form<StatusValues>
      form={form}
      layout="vertical"
      className="orders-status-form"
      aria-label={label}
      initialValues={{ status: null, date: today }}
      onFinish={(values) => void submit(values)}
      disabled={pending}
    >
      {hint ? <p className="orders-status-hint">{hint}</p> : null}
      <div className="orders-status-fields">
        <Form.Item
          name="status"
          label={t('orderScreens.status.next')}
          rules={[{ required: true, message: t('validation.required') }]}
          extra={fills ? t('orderScreens.status.fills', { date: t(trackingLabel(fills)) }) : undefined}
        >
          <Select<OrderStatus>
            className="orders-status-select"
            placeholder={t('orderScreens.status.choose')}
            options={options.map((value) => ({ value, label: t(statusLabel(value)) }))}
          />
        </Form.Item>
        <Form.Item name="date" label={t('orderScreens.status.date')}>
          <DayField min={fills ? earliest?.(fills) : undefined} max={today} />
        </Form.Item>
        <Form.Item className="orders-status-submit">
          <Button type="primary" htmlType="submit" loading={pending}>
            {t('orderScreens.status.submit')}
          </Button>
        </Form.Item>
      </div>
      {problem ? <Alert type="error" showIcon title={problem} className="orders-alert" /> : null}
    </Form>
  );
}
