import { CheckCircleFilled, ClockCircleOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import type { TrackingDayView } from '@cargo/domain';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { formatDay } from '../../../shared/lib/format-date';
import { trackingLabel } from '../lib/labels';
import { trackingRows, type TrackingState } from '../lib/tracking-view';

const ICONS: Record<TrackingState, ReactNode> = {
  done: <CheckCircleFilled aria-hidden="true" />,
  late: <ExclamationCircleFilled aria-hidden="true" />,
  pending: <ClockCircleOutlined aria-hidden="true" />,
};

/**
 * The tracking dates planned and actual, in the order they happen; the dates that happened stand
 * out. The dates with no day yet are folded away until asked for.
 */
export function TrackingTimeline({ tracking, label }: { tracking: readonly TrackingDayView[]; label: string }) {
  const t = useT();
  const [all, setAll] = useState(false);
  const rows = trackingRows(tracking, all);
  const hidden = trackingRows(tracking, true).length - trackingRows(tracking).length;
  return (
    <div className="orders-timeline-box">
      <div className="orders-timeline-head" aria-hidden="true">
        <span />
        <span>{t('orderScreens.tracking.planned')}</span>
        <span>{t('orderScreens.tracking.actual')}</span>
      </div>
      <ol className="orders-timeline" aria-label={label}>
        {rows.map((row) => (
          <li key={row.date} className={`orders-timeline-row is-${row.state}`}>
            <span className="orders-timeline-point">
              <span className="orders-timeline-icon">{ICONS[row.state]}</span>
              <span className="orders-timeline-name">{t(trackingLabel(row.date))}</span>
            </span>
            <span className="orders-timeline-day">
              <span className="orders-timeline-caption">{t('orderScreens.tracking.planned')}: </span>
              {row.planned ? formatDay(row.planned) : '—'}
            </span>
            <span className="orders-timeline-day orders-timeline-actual">
              <span className="orders-timeline-caption">{t('orderScreens.tracking.actual')}: </span>
              {row.actual ? formatDay(row.actual) : '—'}
            </span>
          </li>
        ))}
      </ol>
      {hidden > 0 || all ? (
        <Button type="link" size="small" className="orders-timeline-toggle" onClick={() => setAll(!all)}>
          {all ? t('orderScreens.tracking.showSet') : t('orderScreens.tracking.showAll', { count: hidden })}
        </Button>
      ) : null}
    </div>
  );
}
