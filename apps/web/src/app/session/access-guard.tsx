import { canOpenRoute, GUEST, memberOf } from '@cargo/domain';
import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginLocation, useSession } from '../../shared/session';
import { PageSpinner } from '../../shared/ui/page-spinner';

// Inside the route's Ant Design scope (app/layout/route-scope.tsx), and seldom shown: loaded when it is.
const AccessDeniedPage = lazy(() =>
  import('../../shared/ui/access-denied-page').then(({ AccessDeniedPage }) => ({ default: AccessDeniedPage })),
);

/**
 * The router's guard (Product specification, shell §2, §5), decided on every location change by the same rule
 * as the API's: a page the user may open renders; a guest asking for a closed page goes to login
 * with the way back kept; a signed-in user sees the access-denied message.
 */
export function AccessGuard() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (canOpenRoute(user ? memberOf(user) : GUEST, location.pathname)) return <Outlet />;
  if (!user) return <Navigate replace to={loginLocation(`${location.pathname}${location.search}`)} />;
  return <AccessDeniedPage />;
}
