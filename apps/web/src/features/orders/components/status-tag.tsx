import type { OrderStatus } from '@cargo/domain';
import { Tag } from 'antd';
import { useT } from '../../../shared/i18n';
import { statusColor, statusLabel } from '../lib/labels';

/** A delivery order's or an order's status, translated and coloured. */
export function StatusTag({ status }: { status: OrderStatus }) {
  const t = useT();
  return <Tag color={statusColor(status)}>{t(statusLabel(status))}</Tag>;
}
