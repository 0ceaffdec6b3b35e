import type { OrderStatus, PaymentState } from '@cargo/domain';
import { Tag } from 'antd';
import { useT } from '../../../shared/i18n';
import { PAYMENT_COLORS, paymentLabel, statusColor, statusLabel } from '../lib/labels';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <Tag color={statusColor(status)} className="order-lists-tag">
      {t(statusLabel(status))}
    </Tag>
  );
}

export function PaymentTag({ state }: { state: PaymentState }) {
  const t = useT();
  return (
    <Tag color={PAYMENT_COLORS[state]} className="order-lists-tag">
      {t(paymentLabel(state))}
    </Tag>
  );
}
