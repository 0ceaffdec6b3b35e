import { useEffect } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { isRouteHandle } from '../../shared/lib/route-handle';
import { AntdScope, preloadAntd } from '../../shared/ui/antd-scope';
import { PageSpinner } from '../../shared/ui/page-spinner';

/**
 * The route's screen, inside Ant Design's scope unless one of its routes says it needs none
 * (`handle.plain`, the home page): that screen's first load carries no Ant Design (issue 30). A
 * navigation starts loading the scope at once, beside the screen's own chunk, not after it.
 */
export function RouteScope() {
  const plain = useMatches().some((match) => isRouteHandle(match.handle) && match.handle.plain === true);
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (navigating) preloadAntd();
  }, [navigating]);
  if (plain) return <Outlet />;
  return (
    <AntdScope fallback={<PageSpinner />}>
      <Outlet />
    </AntdScope>
  );
}
