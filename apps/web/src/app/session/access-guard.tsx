import { canOpenRoute, GUEST, memberOf } from '@cargo/domain';
import { Spin } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginLocation, useSession } from '../../shared/session';
import { AccessDeniedPage } from '../../shared/ui';

/**
 * The router's guard (Product specification, shell §2, §5), decided on every location change by the same rule
 * as the API's: a page the user may open renders; a guest asking for a closed page goes to login
 * with the way back kept; a signed-in user sees the access-denied message.
 */
export function AccessGuard() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading')
    return (
      <div className="page-center" aria-busy="true">
        <Spin size="large" />
      </div>
    );
  if (canOpenRoute(user ? memberOf(user) : GUEST, location.pathname)) return <Outlet />;
  if (!user) return <Navigate replace to={loginLocation(`${location.pathname}${location.search}`)} />;
  return <AccessDeniedPage />;
}
