import type { OrderStatus, PaymentState } from '@cargo/domain';
import { Tag } from 'antd';
import { useT } from '../../../shared/i18n';
import { OrderStatusTag as StatusTag } from '../../../shared/ui/status-tags';
import { PAYMENT_COLORS, paymentLabel } from '../lib/labels';

/** The shared status tag, kept on one line in the lists' cells. */
export const OrderStatusTag = ({ status }: { status: OrderStatus }) => (
  <StatusTag status={status} className="order-lists-tag" />
);

export function PaymentTag({ state }: { state: PaymentState }) {
  const t = useT();
  return (
    <Tag color={PAYMENT_COLORS[state]} className="order-lists-tag">
      {t(paymentLabel(state))}
    </Tag>
  );
}
