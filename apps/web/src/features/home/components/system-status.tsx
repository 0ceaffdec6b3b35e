import { Badge } from 'antd';
import { useT } from '../../../shared/i18n';
import { useHealth } from '../api/get-health';

/** One line about the system: "System: operational · database pglite · v0.1.0", translated. */
export function SystemStatus() {
  const t = useT();
  const { data, isPending, isError } = useHealth();
  let status: 'processing' | 'success' | 'error' = 'processing';
  let text = t('system.status.checking');
  if (data) {
    status = 'success';
    text = t('system.status', {
      status: t('system.status.operational'),
      database: data.database,
      version: data.version,
    });
  } else if (isError || !isPending) {
    status = 'error';
    text = t('system.status.unavailable');
  }
  return (
    <p className="system-status" role="status">
      <Badge status={status} />
      <span>{text}</span>
    </p>
  );
}
