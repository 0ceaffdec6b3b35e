import { isOperator } from '@cargo/domain';
import { useMatches } from 'react-router';
import { useT } from '../../../shared/i18n';
import { isRouteHandle } from '../../../shared/lib/route-handle';
import { useSession } from '../../../shared/session';
import { DictionaryScreen } from '../components/dictionary-screen';
import { screenDefinition } from '../definitions/screens';

/**
 * Every dictionary page (/admin/dictionaries/…, /partner/dictionaries/…, /admin/events…): the
 * screen of its id, titled with the route's own name (the one the menu and breadcrumbs show).
 */
export function DictionaryPage({ screenId }: { screenId: string }) {
  const t = useT();
  const matches = useMatches();
  const { user } = useSession();
  const handle = matches.findLast((match) => isRouteHandle(match.handle) && match.handle.crumb)?.handle;
  const title = isRouteHandle(handle) && handle.crumb ? handle.crumb(t) : '';
  const operator = user ? isOperator({ roles: user.roles.map((role) => role.id) }) : false;
  return <DictionaryScreen key={screenId} screen={screenDefinition(screenId)} title={title} operator={operator} />;
}
