import { Alert } from 'antd';
import { useServerAvailable } from '../../shared/http';
import { useT } from '../../shared/i18n';

/** Shown while the last call got no answer (Product specification, shell §3 server-availability flag). */
export function ServerUnavailableBanner() {
  const t = useT();
  const available = useServerAvailable();
  if (available) return null;
  return <Alert banner type="warning" showIcon title={t('service.unavailable')} className="server-banner" />;
}
