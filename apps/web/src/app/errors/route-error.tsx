import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { log } from '../../shared/lib/log';
import { CrashScreen } from './crash-screen';

/** The router's error element: a page that throws while rendering or loading. */
export function RouteError({ inline = false }: { inline?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    log.error('Critical error', error);
  }, [error]);
  return <CrashScreen inline={inline} />;
}
