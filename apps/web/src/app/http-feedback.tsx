import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { setHttpHooks } from '../shared/http';
import { useT } from '../shared/i18n';
import { SERVER_ERROR_TOAST_MS } from '../shared/lib/constants';

/** Connects the HTTP client to the screen: a 5xx shows `service.serverError` for 4000 ms (Product specification, shell §8). */
export function HttpFeedback() {
  const { message } = App.useApp();
  const t = useT();
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);

  useEffect(
    () =>
      setHttpHooks({
        onServerError: () => {
          void message.error({
            key: 'service.serverError',
            content: tRef.current('service.serverError'),
            duration: SERVER_ERROR_TOAST_MS / 1000,
          });
        },
        // Sign-in (next issue) sets onUnauthorized here: refresh the token and retry GETs,
        // open the login modal for POST/PUT/DELETE, clear the session on an invalid token.
      }),
    [message],
  );
  return null;
}
