import { useServerAvailable } from '../../shared/http';
import { useT } from '../../shared/i18n';
import { WarningIcon } from '../../shared/ui/shell-icons';

/**
 * Shown while the last call got no answer (Product specification, shell §3 server-availability
 * flag). Plain React: it must show when no chunk can be loaded.
 */
export function ServerUnavailableBanner() {
  const t = useT();
  const available = useServerAvailable();
  if (available) return null;
  return (
    <div role="alert" className="server-banner">
      <WarningIcon className="server-banner-icon" />
      <span>{t('service.unavailable')}</span>
    </div>
  );
}
