import { useRouteTitle } from '../../../shared/lib/use-route-title';
import { useSession } from '../../../shared/session';
import { NotificationList } from '../components/notification-list';

/** `/client/notifications`, `/partner/notifications`, `/admin/notifications`: my notifications, in every area alike. */
export function NotificationsPage() {
  const title = useRouteTitle();
  const { user } = useSession();
  // The guard lets only a signed-in user in; a sign-out in another tab takes them away.
  if (!user) return null;
  return <NotificationList key={user.id} userId={user.id} title={title} />;
}
