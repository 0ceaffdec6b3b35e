import { useEffect, useState } from 'react';
import { setHttpHooks } from '../shared/http';
import { useT } from '../shared/i18n';
import { SERVER_ERROR_TOAST_MS } from '../shared/lib/constants';
import { ErrorIcon } from '../shared/ui/shell-icons';

/**
 * Connects the HTTP client to the screen: a 5xx shows `service.serverError` for 4000 ms (Product
 * specification, shell §8). Plain React, drawn like Ant Design's message: it must show on a screen
 * that loaded no Ant Design (the home page), and a second 5xx restarts the same toast.
 */
export function ServerErrorToast() {
  const t = useT();
  const [shownAt, setShownAt] = useState<number | null>(null);

  useEffect(() => setHttpHooks({ onServerError: () => setShownAt(Date.now()) }), []);
  useEffect(() => {
    if (shownAt === null) return;
    const timer = window.setTimeout(() => setShownAt(null), SERVER_ERROR_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [shownAt]);

  return (
    <div className="app-toast-holder" aria-live="polite">
      {shownAt === null ? null : (
        <div className="app-toast" key={shownAt}>
          <ErrorIcon className="app-toast-icon" />
          <span>{t('service.serverError')}</span>
        </div>
      )}
    </div>
  );
}
