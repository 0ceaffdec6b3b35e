import type { MessageKey } from '@cargo/domain';
import type { ComponentType } from 'react';
import type { IndexRouteObject, RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/lib/route-handle';
import { rateScreen } from '../../features/tariffs/rate-screens';
import { RATE_KINDS } from './route-names';

/** A screen module: what `lazy: () => import(...)` loads; it exports `Component` (and may export a `loader`). */
export type ScreenModule = () => Promise<{ Component: ComponentType }>;

/** The breadcrumb of a route (Product specification, shell §2): its name in the catalogue. */
export const crumb = (key: MessageKey): RouteHandle => ({ crumb: (t) => t(key) });

/** The in-progress page, loaded as a screen is: it is Ant Design's, which the first load leaves out. */
const inProgress: ScreenModule = async () => ({
  Component: (await import('../../shared/ui/in-progress-page')).InProgressPage,
});

const screenOf = (screen: ScreenModule | undefined): Pick<IndexRouteObject, 'lazy'> => ({
  lazy: screen ?? inProgress,
});

/**
 * A page of the route table: `path` named `key` in the breadcrumbs, showing the lazy `screen`, or
 * the in-progress page while the screen is still to come.
 */
export function page(path: string, key: MessageKey, screen?: ScreenModule): RouteObject {
  return { path, handle: crumb(key), ...screenOf(screen) };
}

/**
 * A page with pages under it (a list and its items by id, say): `screen` is its index and the
 * children's breadcrumbs follow its own. The index has no crumb of its own: it is the page itself.
 */
export function pageWith(
  path: string,
  key: MessageKey,
  screen: ScreenModule | undefined,
  children: RouteObject[],
): RouteObject {
  const index: IndexRouteObject = { index: true, ...screenOf(screen) };
  return { path, handle: crumb(key), children: [index, ...children] };
}

const dashboard: ScreenModule = () => import('../pages/area-dashboard');

/**
 * An area (/client, /partner, /admin) or a section of one (rates, dictionaries…): its index is the
 * dashboard of the menu entries under it, so every breadcrumb on the way links to a real page.
 */
export function section(path: string, key: MessageKey, children: RouteObject[]): RouteObject {
  return pageWith(path, key, dashboard, children);
}

/** The rate pages of an area: /partner/rates/… or /admin/rates/…, one screen per tariff kind. */
export function ratePages(area: 'partner' | 'admin'): RouteObject[] {
  return RATE_KINDS.map(([segment, name]) => page(segment, `nav.${area}.rates.${name}`, rateScreen(segment)));
}
