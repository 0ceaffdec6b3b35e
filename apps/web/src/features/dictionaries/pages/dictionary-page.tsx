import { isOperator, memberOf } from '@cargo/domain';
import { useRouteTitle } from '../../../shared/lib/use-route-title';
import { useSession } from '../../../shared/session';
import { DictionaryScreen } from '../components/dictionary-screen';
import { screenDefinition } from '../definitions/screens';

/**
 * Every dictionary page (/admin/dictionaries/…, /partner/dictionaries/…, /admin/events…): the
 * screen of its id, titled with the route's own name (the one the menu and breadcrumbs show).
 */
export function DictionaryPage({ screenId }: { screenId: string }) {
  const title = useRouteTitle();
  const { user } = useSession();
  const operator = user ? isOperator(memberOf(user)) : false;
  return <DictionaryScreen key={screenId} screen={screenDefinition(screenId)} title={title} operator={operator} />;
}
