import { canOpenRoute, GUEST, type MessageKey, type Role } from '@cargo/domain';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isRouteHandle } from '../../shared/lib/route-handle';
import { menuEntries, menuFor as menuOf, PUBLIC_ENTRIES, selectedEntry, type MenuEntry } from '../layout/menu-items';
import { MENU_AREAS } from '../layout/menus/areas';
import { adminRoutes } from './admin-routes';
import { clientRoutes } from './client-routes';
import { partnerRoutes } from './partner-routes';
import { publicRoutes } from './public-routes';
import { crumb } from './route-kit';

// Ant Design cannot load under Node here (an ES-module-only dependency); the tables only name these.
vi.mock('../../shared/ui', () => {
  const Stub = () => null;
  return { InProgressPage: Stub, AirIcon: Stub, RailIcon: Stub, RoadIcon: Stub, SeaIcon: Stub };
});

/** The tables as app/router.tsx mounts them: under the home page's crumb, beside the not-found route. */
const routes: RouteObject[] = [
  {
    path: '/',
    handle: crumb('nav.home'),
    children: [{ index: true }, ...publicRoutes, clientRoutes, partnerRoutes, adminRoutes, { path: '*' }],
  },
];

const keyOf = (route: RouteObject): MessageKey | undefined =>
  isRouteHandle(route.handle) && route.handle.crumb
    ? (route.handle.crumb((key) => (typeof key === 'string' ? key : '')) as MessageKey)
    : undefined;

/** The breadcrumb keys a location shows, and whether it reached a page of the table (not the `*` route). */
function resolve(location: string) {
  const matches = matchRoutes(routes, location) ?? [];
  const found = matches.length > 0 && matches.at(-1)!.route.path !== '*';
  return { found, crumbs: matches.flatMap(({ route }) => keyOf(route) ?? []) };
}

/** Every page of the table as a location: its full path with each parameter set to 42. */
function locations(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.path && route.path !== '*' && route.path !== '/' ? [path.replace(/:\w+/g, '42')] : [];
    return [...own, ...locations(route.children ?? [], path)];
  });
}

const holder = (...roles: Role[]) => ({ roles });
/** A user's menu, from the whole model (the app loads the areas' menus lazily). */
const menuFor = (someone: Parameters<typeof menuOf>[0]) => menuOf(someone, MENU_AREAS);
const HOLDERS = [GUEST, holder('CLIENT'), holder('PARTNER_MANAGER'), holder('OPERATOR')];

describe('the route table', () => {
  const pages = locations(routes);

  it('names a breadcrumb on every route with a path, and on no index route', () => {
    const walk = (list: RouteObject[]): void =>
      list.forEach((route) => {
        if (route.index) expect(route.handle, 'an index route').toBeUndefined();
        else if (route.path && route.path !== '*') expect(keyOf(route), route.path).toBeDefined();
        walk(route.children ?? []);
      });
    walk(routes);
  });

  it('has no page that nobody may open', () => {
    for (const location of pages)
      expect(
        HOLDERS.some((someone) => canOpenRoute(someone, location)),
        location,
      ).toBe(true);
  });

  it.each([
    ['/client/orders/42', ['nav.home', 'nav.client', 'nav.client.orders', 'nav.client.orders.item']],
    ['/partner/rates/sea', ['nav.home', 'nav.partner', 'nav.partner.rates', 'nav.partner.rates.sea']],
    ['/partner/orders/all', ['nav.home', 'nav.partner', 'nav.partner.orders', 'nav.partner.orders.all']],
    ['/partner/delivery-group-orders/7', ['nav.home', 'nav.partner', 'nav.partner.deliveryGroupOrders.item']],
    ['/partner/notify-agents/full/7/8', ['nav.home', 'nav.partner', 'nav.partner.notifyAgents.full']],
    [
      '/admin/dictionaries/container-types/air',
      [
        'nav.home',
        'nav.admin',
        'nav.admin.dictionaries',
        'nav.admin.dictionaries.containerTypes',
        'nav.admin.dictionaries.containerTypes.air',
      ],
    ],
    [
      '/admin/subscription/requests',
      ['nav.home', 'nav.admin', 'nav.admin.subscription', 'nav.admin.subscription.requests'],
    ],
    ['/widget/orders/5', ['nav.home', 'nav.widget.order']],
    ['/calculation/public/5', ['nav.home', 'nav.calculation.public']],
    ['/guest/orders/5', ['nav.home', 'nav.guest.order']],
    ['/in-progress', ['nav.home', 'nav.inProgress']],
  ])('%s has its breadcrumbs', (location, crumbs) => {
    expect(resolve(location)).toEqual({ found: true, crumbs });
  });

  it('leaves unknown paths to the not-found page', () => {
    expect(resolve('/partner/rates/space').found).toBe(false);
    expect(resolve('/admin/nothing').found).toBe(false);
  });

  it('has a page for every menu entry, named as the menu names it', () => {
    const entries: MenuEntry[] = [...PUBLIC_ENTRIES, ...menuEntries({ entries: [], areas: MENU_AREAS })];
    for (const entry of entries) {
      const { found, crumbs } = resolve(entry.path);
      expect(found, entry.path).toBe(true);
      if (entry.label !== 'nav.dashboard') expect(crumbs.at(-1), entry.path).toBe(entry.label);
    }
    for (const area of MENU_AREAS)
      for (const group of area.groups) if (group.overview) expect(resolve(group.overview.path).found).toBe(true);
  });
});

describe('the menu by role', () => {
  const areasOf = (...roles: Role[]) => menuFor(roles.length ? holder(...roles) : GUEST).areas.map((area) => area.root);

  it('shows each user the areas they may open, Home first', () => {
    expect(areasOf()).toEqual([]);
    expect(areasOf('CLIENT')).toEqual(['/client']);
    expect(areasOf('PARTNER_ADMIN')).toEqual(['/partner']);
    expect(areasOf('OPERATOR')).toEqual(['/admin']);
    expect(areasOf('CLIENT', 'PARTNER_MANAGER')).toEqual(['/client', '/partner']);
    for (const someone of HOLDERS) expect(menuFor(someone).entries[0]?.path).toBe('/');
    expect(menuFor(GUEST).entries.map((entry) => entry.path)).toEqual(['/', '/book/wizard']);
  });

  it('lists only pages the user may open', () => {
    for (const someone of HOLDERS)
      for (const entry of menuEntries(menuFor(someone)))
        expect(canOpenRoute(someone, entry.path), entry.path).toBe(true);
  });

  it('selects the entry of the longest matching path', () => {
    const entries = menuEntries(menuFor(holder('PARTNER_MANAGER')));
    expect(selectedEntry('/', entries)?.path).toBe('/');
    expect(selectedEntry('/partner/orders/42', entries)?.path).toBe('/partner/orders');
    expect(selectedEntry('/partner/orders/all', entries)?.path).toBe('/partner/orders/all');
    expect(selectedEntry('/partner/rates', entries)?.path).toBe('/partner');
    expect(selectedEntry('/agreement', entries)).toBeUndefined();
  });
});
