import { canOpenRoute, GUEST, memberOf, type RoleHolder } from '@cargo/domain';
import { useEffect, useMemo, useState } from 'react';
import { readStorage, STORAGE_KEYS } from '../../shared/lib/storage';
import { CalculatorIcon, HomeIcon } from '../../shared/ui/shell-icons';
import { useSession } from '../../shared/session';
import { groupEntries, isSection, type MenuArea, type MenuEntry, type MenuGroup, type MenuItem } from './menu-model';

export {
  groupEntries,
  isSection,
  type MenuArea,
  type MenuEntry,
  type MenuGroup,
  type MenuItem,
  type MenuSection,
} from './menu-model';

/** Everyone's entries: Home first, then the booking wizard. Log in and Register live in the header. */
export const PUBLIC_ENTRIES: readonly MenuEntry[] = [
  { path: '/', label: 'nav.home', icon: <HomeIcon /> },
  { path: '/book/wizard', label: 'nav.book.wizard', icon: <CalculatorIcon /> },
];

/** The menu one user sees. */
export interface Menu {
  /** Home first, then the pages open to everyone. */
  entries: readonly MenuEntry[];
  areas: readonly MenuArea[];
}

/**
 * The menu of `holder`: an area appears when they may open its dashboard, and in it every entry
 * they may open (Product specification, shell §6, the domain's `canOpenRoute`); groups and headings left empty go.
 * So operators see the admin area only, though they may also open partner and client orders, and
 * partners their own area, whose pages cover the two admin pages they may open.
 */
export function menuFor(holder: RoleHolder, allAreas: readonly MenuArea[]): Menu {
  const may = (entry: MenuEntry) => canOpenRoute(holder, entry.path);
  const areas = allAreas
    .filter((area) => canOpenRoute(holder, area.root))
    .map((area) => ({
      ...area,
      groups: area.groups.flatMap((group): MenuGroup[] => {
        const items = group.items.flatMap((item): MenuItem[] => {
          if (!isSection(item)) return may(item) ? [item] : [];
          const entries = item.entries.filter(may);
          return entries.length > 0 ? [{ ...item, entries }] : [];
        });
        if (items.length === 0) return [];
        const overviewPage = group.overview && may(group.overview) ? group.overview : undefined;
        return [{ ...group, items, overview: overviewPage }];
      }),
    }));
  return { entries: PUBLIC_ENTRIES.filter((entry) => entry.path === '/' || may(entry)), areas };
}

/** Every entry of a menu, in menu order: the public ones, then each area's dashboard and groups. */
export function menuEntries(menu: Menu): MenuEntry[] {
  return [...menu.entries, ...menu.areas.flatMap((area) => [area.overview, ...area.groups.flatMap(groupEntries)])];
}

/** The areas' menus (./menus/areas.ts), once loaded: a guest's menu has no area and never needs them. */
let areaMenus: readonly MenuArea[] | undefined;
let loadingAreaMenus: Promise<readonly MenuArea[]> | undefined;

function loadAreaMenus(): Promise<readonly MenuArea[]> {
  loadingAreaMenus ??= import('./menus/areas').then(
    ({ MENU_AREAS }) => (areaMenus = MENU_AREAS),
    (error: unknown) => {
      loadingAreaMenus = undefined; // the next sign-in or render tries again
      throw error;
    },
  );
  return loadingAreaMenus;
}

// A browser holding a session fetches them with the app, before the user is known: the signed-in
// user's menu then comes whole, not areas after entries.
if (readStorage(STORAGE_KEYS.token) ?? readStorage(STORAGE_KEYS.refreshToken)) void loadAreaMenus().catch(() => {});

/**
 * The signed-in user's menu (a guest's when nobody is signed in). `allAreas` when the caller has
 * the areas already (a dashboard, itself lazy); otherwise they load once someone is signed in.
 */
export function useMenu(allAreas?: readonly MenuArea[]): Menu {
  const { user } = useSession();
  const [loaded, setLoaded] = useState(areaMenus);
  const areas = allAreas ?? loaded;
  useEffect(() => {
    if (!user || areas) return;
    let current = true;
    loadAreaMenus().then(
      (menus) => current && setLoaded(menus),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [user, areas]);
  return useMemo(() => menuFor(user ? memberOf(user) : GUEST, areas ?? []), [user, areas]);
}

/** The entry a location belongs to: the longest path that prefixes it. */
export function selectedEntry(pathname: string, entries: readonly MenuEntry[]): MenuEntry | undefined {
  return [...entries]
    .sort((a, b) => b.path.length - a.path.length)
    .find((entry) =>
      entry.path === '/' ? pathname === '/' : pathname === entry.path || pathname.startsWith(`${entry.path}/`),
    );
}
