import type { Order, OrderEvent } from '@cargo/domain';
import { Empty, Skeleton } from 'antd';
import { useT } from '../../../shared/i18n';
import { formatDateTime, formatDay } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import { useCurrencyDigits } from '../../../shared/references';
import { QueryError } from '../../../shared/ui/query-error';
import { useOrderHistory } from '../api/get-order-history';
import { historyChanges, type HistorySegment, type HistoryValue } from '../lib/history-view';
import { eventLabel, historyFieldLabel, statusLabel, trackingLabel } from '../lib/labels';

function Value({ value }: { value: HistoryValue }) {
  const t = useT();
  const { digitsOf } = useCurrencyDigits();
  switch (value.kind) {
    case 'none':
      return <span className="orders-muted">—</span>;
    case 'status':
      return <>{t(statusLabel(value.status))}</>;
    case 'day':
      return <>{formatDay(value.day)}</>;
    case 'money':
      return <>{formatMoney(value.money, digitsOf)}</>;
    case 'text':
      return <>{value.text}</>;
  }
}

function useSegmentText() {
  const t = useT();
  return (segment: HistorySegment) => {
    if (segment.kind === 'tracking') return t(trackingLabel(segment.date));
    const key = historyFieldLabel(segment.name);
    return key ? t(key) : segment.name;
  };
}

function EventLine({ event, deliveryNumber }: { event: OrderEvent; deliveryNumber: string | undefined }) {
  const t = useT();
  const text = useSegmentText();
  const changes = historyChanges(event);
  return (
    <li className="orders-history-item">
      <div className="orders-history-head">
        <strong>{t(eventLabel(event.action))}</strong>
        {deliveryNumber ? <span className="orders-muted"> · {deliveryNumber}</span> : null}
        <span className="orders-history-meta">
          {formatDateTime(event.at)} · {event.user?.name ?? t('orderScreens.history.system')}
        </span>
      </div>
      {changes.length ? (
        <ul className="orders-history-changes">
          {changes.map((change, index) => (
            <li key={index}>
              <span className="orders-history-field">{change.path.map(text).join(' · ')}:</span>{' '}
              <Value value={change.before} /> → <Value value={change.after} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Who changed what, when, from what to what, oldest first (GET /orders/{id}/history). */
export function OrderHistory({ order }: { order: Order }) {
  const t = useT();
  const history = useOrderHistory(order.id);
  if (history.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (history.isError) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  if (!history.data.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orderScreens.history.empty')} />;
  const numbers = new Map(order.deliveryOrders.map((delivery) => [delivery.id, delivery.number]));
  return (
    <ol className="orders-history" aria-label={t('orderScreens.history')}>
      {history.data.map((event) => (
        <EventLine
          key={event.id}
          event={event}
          deliveryNumber={event.deliveryOrderId === null ? undefined : numbers.get(event.deliveryOrderId)}
        />
      ))}
    </ol>
  );
}
