import { useMatches } from 'react-router';
import { useT } from '../i18n';
import { isRouteHandle } from './route-handle';

/** The page's own name: the breadcrumb of the deepest route that has one (what the menu shows). */
export function useRouteTitle(): string {
  const t = useT();
  const matches = useMatches();
  const handle = matches.findLast((match) => isRouteHandle(match.handle) && match.handle.crumb)?.handle;
  return isRouteHandle(handle) && handle.crumb ? handle.crumb(t) : '';
}
