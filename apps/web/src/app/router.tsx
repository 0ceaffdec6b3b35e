import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteHandle } from '../shared/lib/route-handle';
import { FullPageSpinner } from '../shared/ui/page-spinner';
import { RouteError } from './errors/route-error';
import { AppLayout } from './layout/app-layout';
import { adminRoutes } from './routes/admin-routes';
import { clientRoutes } from './routes/client-routes';
import { partnerRoutes } from './routes/partner-routes';
import { publicRoutes } from './routes/public-routes';
import { AccessGuard } from './session/access-guard';

const rootHandle: RouteHandle = { crumb: (t) => t('nav.home') };
const plainHandle: RouteHandle = { plain: true };

/**
 * The route table (Product specification, shell §2), one file per area in ./routes. Every screen module is lazy,
 * so the first screen carries only the shell; a page whose screen is still to come shows the
 * in-progress page. Every route names its breadcrumb (`handle.crumb`), and all of them sit under
 * the access guard, which decides each location by the domain's `canOpenRoute`.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppLayout,
    handle: rootHandle,
    HydrateFallback: FullPageSpinner,
    // A failure of the layout itself: the whole page becomes the crash screen.
    errorElement: <RouteError />,
    children: [
      {
        // A failure of a page: the crash text shows inside the shell, which stays usable.
        errorElement: <RouteError inline />,
        children: [
          {
            Component: AccessGuard,
            children: [
              // The home page uses no Ant Design: its first load carries none (route-scope.tsx).
              { index: true, handle: plainHandle, lazy: () => import('../features/home/home-route') },
              ...publicRoutes,
              clientRoutes,
              partnerRoutes,
              adminRoutes,
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../shared/ui/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
