import { TRACKING_DATES, trackingIssues, type DeliveryOrder, type Tracking, type TrackingDate } from '@cargo/domain';
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { todayIso } from '../../../shared/lib/days';
import { useUpdateTracking } from '../api/update-tracking';
import { fieldPath } from '../lib/booking-values';
import { trackingLabel } from '../lib/labels';
import { changedTracking } from '../lib/tracking-view';
import { DayField } from '../../../shared/ui/date-fields';
import { EditorDialog, useEditorSave, type DeliveryEditorProps } from './editor-dialog';

type TrackingValues = { tracking: Tracking };

function valuesOf(delivery: DeliveryOrder): TrackingValues {
  const byDate = new Map(delivery.tracking.map((day) => [day.date, day]));
  const tracking = Object.fromEntries(
    TRACKING_DATES.map((date) => [
      date,
      { planned: byDate.get(date)?.planned ?? null, actual: byDate.get(date)?.actual ?? null },
    ]),
  ) as Tracking;
  return { tracking };
}

/**
 * Every tracking date of a delivery order, planned and actual, in one dialog. The spec's rules
 * (no actual date before the planned ready date, none in the future) are checked here and by the
 * server; either's message shows at its day. Only the dates changed are sent.
 */
export function TrackingEditor({ delivery, open, onClose }: DeliveryEditorProps) {
  const t = useT();
  const [form] = Form.useForm<TrackingValues>();
  const update = useUpdateTracking();
  const { problem, run } = useEditorSave(form, onClose);
  const [today] = useState(todayIso);

  async function submit({ tracking }: TrackingValues) {
    const issues = trackingIssues(tracking, todayIso(new Date(delivery.createdAt)), today);
    if (issues.length) {
      (form as FormInstance).setFields(
        issues.map((issue) => ({ name: fieldPath(issue.fieldName), errors: [t(issue.message)] })),
      );
      return;
    }
    const body = changedTracking(
      delivery.tracking,
      TRACKING_DATES.map((date) => ({ date, planned: tracking[date].planned, actual: tracking[date].actual })),
    );
    if (!body) return onClose();
    await run(() => update.mutateAsync({ id: delivery.id, body }));
  }

  const day = (date: TrackingDate, which: 'planned' | 'actual') => (
    <Form.Item name={['tracking', date, which]} className="orders-tracking-cell">
      <DayField
        aria-label={`${t(trackingLabel(date))}: ${t(`orderScreens.tracking.${which}`)}`}
        max={which === 'actual' ? today : undefined}
      />
    </Form.Item>
  );

  return (
    <EditorDialog
      open={open}
      title={t('orderScreens.tracking.edit', { number: delivery.number })}
      form={form}
      saving={update.isPending}
      problem={problem}
      onClose={onClose}
      width={640}
    >
      <Form<TrackingValues>
        form={form}
        layout="vertical"
        initialValues={valuesOf(delivery)}
        onFinish={(values) => void submit(values)}
        className="orders-tracking-form"
      >
        <div className="orders-tracking-grid">
          <div className="orders-tracking-line orders-tracking-head" aria-hidden="true">
            <span />
            <span>{t('orderScreens.tracking.planned')}</span>
            <span>{t('orderScreens.tracking.actual')}</span>
          </div>
          {TRACKING_DATES.map((date) => (
            <div key={date} className="orders-tracking-line">
              <span className="orders-tracking-name">{t(trackingLabel(date))}</span>
              {day(date, 'planned')}
              {day(date, 'actual')}
            </div>
          ))}
        </div>
      </Form>
    </EditorDialog>
  );
}
