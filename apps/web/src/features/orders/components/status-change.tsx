import { STATUS_TRACKING_DATE, type DeliveryOrder, type OrderStatus } from '@cargo/domain';
import { Alert, Button, Form, Select } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { useChangeStatus } from '../api/change-status';
import { todayIso } from '../../../shared/lib/days';
import { statusLabel, trackingLabel } from '../lib/labels';
import { DayField } from './day-field';

interface StatusValues {
  status: OrderStatus | null;
  date: string | null;
}

/**
 * Moves a delivery order on: only to the statuses the answer offers (`nextStatuses`), with the
 * day it happened (today unless told), which fills the tracking date the status reports. The
 * server's refusals (an actual date before the planned ready date…) show at the day.
 */
export function StatusChange({ delivery }: { delivery: DeliveryOrder }) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<StatusValues>();
  const change = useChangeStatus();
  const [problem, setProblem] = useState<string | null>(null);
  const [today] = useState(todayIso);
  const status = Form.useWatch('status', form);
  const fills = status ? STATUS_TRACKING_DATE[status] : undefined;

  async function submit(values: StatusValues) {
    if (!values.status) return;
    setProblem(null);
    try {
      await change.mutateAsync({ id: delivery.id, status: values.status, date: values.date, comment: null });
      notify.success(t('orderScreens.status.changed', { status: t(statusLabel(values.status)) }));
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
      aria-label={t('orderScreens.status.form', { number: delivery.number })}
      initialValues={{ status: null, date: today }}
      onFinish={(values) => void submit(values)}
      disabled={change.isPending}
    >
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
            options={delivery.nextStatuses.map((value) => ({ value, label: t(statusLabel(value)) }))}
          />
        </Form.Item>
        <Form.Item name="date" label={t('orderScreens.status.date')}>
          <DayField max={today} />
        </Form.Item>
        <Form.Item className="orders-status-submit">
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t('orderScreens.status.submit')}
          </Button>
        </Form.Item>
      </div>
      {problem ? <Alert type="error" showIcon title={problem} className="orders-alert" /> : null}
    </Form>
  );
}
