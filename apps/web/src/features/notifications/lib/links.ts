import { canOpenRoute, isOperator, isPartner, type RoleHolder } from '@cargo/domain';

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
