import { canOpenRoute, isOperator, isPartner, type MessageKey, type RoleHolder } from '@cargo/domain';

const AREAS = ['client', 'partner', 'admin'] as const;

/**
 * Where "All notifications" leads: the notifications page of the area the user is in, when they
 * may open it; else of their strongest area (operators /admin, partners /partner, clients
 * /client), as their profile is.
 */
export function notificationsPath(holder: RoleHolder, pathname: string): string {
  const here = AREAS.find((area) => pathname === `/${area}` || pathname.startsWith(`/${area}/`));
  if (here && canOpenRoute(holder, `/${here}/notifications`)) return `/${here}/notifications`;
  if (isOperator(holder)) return '/admin/notifications';
  if (isPartner(holder)) return '/partner/notifications';
  return '/client/notifications';
}

/**
 * A notice's link as a path of this app to navigate to, or null: only a path from the root (not
 * `//host`, not a full address), so a notice never sends the reader elsewhere.
 */
export function appLink(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return link;
}

/**
 * What a notice's link lets the reader do, named by where it leads: the action the notice asks
 * for ("Confirm the delivery order" links to it, "Give your price in the price request" opens the
 * request), shown beside the notice so it does not hide in the notice's text.
 */
export function linkAction(link: string, kind: string): MessageKey {
  const { pathname, searchParams } = new URL(link, 'https://app.invalid');
  // A withdrawn request's notice asks for nothing: it opens the request, whose drawer takes no price.
  if (kind === 'refine.cancel') return 'notifications.open';
  if (/^\/(client|partner|admin)\/delivery-orders\/\d+$/.test(pathname)) return 'orderScreens.delivery.open';
  if (/^\/(client|partner|admin)\/orders\/\d+$/.test(pathname)) return 'notifications.open.order';
  if (/^\/(partner|admin)\/empty-orders$/.test(pathname) && searchParams.has('request'))
    return 'refineRequests.action.answer';
  if (pathname === '/book/wizard') return 'notifications.open.calculation';
  return 'notifications.open';
}
