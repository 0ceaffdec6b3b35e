import { isClient, isOperator, isPartner, type RoleHolder } from './roles.js';

/**
 * Who may open which page of the web app (Product specification, shell §2, §5, §6). An entry ending in `/*`
 * opens its path and everything under it; any other entry opens that path only.
 */
export const ROUTE_ACCESS = {
  /** Open to everyone, signed in or not: the wizard, the cities page and the errors page among them. */
  public: [
    '/',
    '/ui-kit',
    '/code',
    '/agreement',
    '/errors',
    '/in-progress',
    '/auth/*',
    '/book/*',
    '/widget/*',
    '/calculation/public/*',
    // A guest's order stays open after the guest signs in: the sign-in attaches it to the account.
    '/guest/orders/*',
  ],
  client: ['/client/*'],
  // Partners also get two admin pages: complex (intermodal) tariffs and empty orders.
  partner: ['/partner/*', '/admin/rates/intermodal-rates', '/admin/empty-orders'],
  operator: ['/admin/*', '/partner/orders/*', '/client/orders/*'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The path access is decided on: no query or hash, no trailing slash, and no trailing numeric id
 * (`/client/orders/42` is decided as `/client/orders`).
 */
export function accessPath(location: string): string {
  const path = location.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  if (segments.length > 0 && /^\d+$/.test(segments.at(-1)!)) segments.pop();
  return `/${segments.join('/')}`;
}

function matches(entries: readonly string[], path: string): boolean {
  return entries.some((entry) =>
    entry.endsWith('/*') ? path === entry.slice(0, -2) || path.startsWith(entry.slice(0, -1)) : path === entry,
  );
}

export const isPublicRoute = (location: string): boolean => matches(ROUTE_ACCESS.public, accessPath(location));

/** Whether `holder` may open `location`: a public page, or one of a role the holder has. */
export function canOpenRoute(holder: RoleHolder, location: string): boolean {
  const path = accessPath(location);
  return (
    matches(ROUTE_ACCESS.public, path) ||
    (isClient(holder) && matches(ROUTE_ACCESS.client, path)) ||
    (isPartner(holder) && matches(ROUTE_ACCESS.partner, path)) ||
    (isOperator(holder) && matches(ROUTE_ACCESS.operator, path))
  );
}
