import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteHandle } from '../shared/lib/route-handle';
import { FullPageSpinner } from '../shared/ui';
import { RouteError } from './errors/route-error';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './pages/not-found-page';
import { AccessGuard } from './session/access-guard';

const rootHandle: RouteHandle = { crumb: (t) => t('nav.home') };

/**
 * The route table (spec/shell.md §2). Every screen module is lazy, so the first screen carries
 * only the shell. An area (admin, partner, client, rates, wizard — spec/shell.md §9) is one more
 * entry next to the home page, e.g.
 *
 *   { path: 'partner', lazy: () => import('../features/partner/partner-route'), children: [...] }
 *
 * where the module exports `Component` (the area's layout with an <Outlet/>), `handle` (its
 * breadcrumb, later its access rule) and, if needed, a `loader`; its pages are lazy children.
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
              { index: true, lazy: () => import('../features/home/home-route') },
              { path: 'auth/login', lazy: () => import('../features/auth/login-route') },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
