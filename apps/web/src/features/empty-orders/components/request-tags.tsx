import type { RefineRequestStatus } from '@cargo/domain';
import { Tag } from 'antd';
import { useT } from '../../../shared/i18n';
import { STATUS_COLORS, statusLabel } from '../lib/labels';

export function StatusTag({ status }: { status: RefineRequestStatus }) {
  const t = useT();
  return (
    <Tag color={STATUS_COLORS[status]} className="empty-orders-tag">
      {t(statusLabel(status))}
    </Tag>
  );
}
