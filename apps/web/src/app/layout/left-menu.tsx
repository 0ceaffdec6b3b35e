import { Menu, type MenuProps } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../shared/i18n';
import { MenuBadge } from './menu-badge';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../shared/lib/storage';
import {
  groupEntries,
  isSection,
  menuEntries,
  selectedEntry,
  useMenu,
  type Menu as MenuModel,
  type MenuArea,
  type MenuEntry,
  type MenuGroup,
} from './menu-items';

export const LEFT_MENU_ID = 'left-menu';

type Item = NonNullable<MenuProps['items']>[number];

const groupKey = (area: MenuArea, group: MenuGroup) => `${area.root}:${group.key}`;

/**
 * The submenu of the current page: the one holding its entry, or on a section page (the rates,
 * the dictionaries) the one holding the pages under it.
 */
function currentGroup(menu: MenuModel, pathname: string, entry: MenuEntry | undefined): string | undefined {
  const path = pathname.replace(/\/+$/, '');
  const groups = menu.areas.flatMap((area) => area.groups.map((group) => ({ key: groupKey(area, group), group })));
  const holding = (test: (candidate: MenuEntry) => boolean) =>
    groups.find(({ group }) => groupEntries(group).some(test))?.key;
  const own = entry ? holding((candidate) => candidate === entry) : undefined;
  if (own || !path || menu.areas.some((area) => area.root === path)) return own;
  return holding((candidate) => candidate.path.startsWith(`${path}/`));
}

/**
 * The submenus open on a desktop: the one of the current page opens by itself, on the first
 * render and whenever the location moves into another one; the user opens and closes the rest.
 */
function useOpenGroups(current: string | undefined) {
  const [state, setState] = useState(() => ({ current, open: current ? [current] : [] }));
  let { open } = state;
  if (state.current !== current) {
    // Adjusting state while rendering (react.dev "storing information from previous renders").
    if (current && !open.includes(current)) open = [...open, current];
    setState({ current, open });
  }
  return [open, (keys: string[]) => setState({ current, open: keys })] as const;
}

/**
 * The menu of the left column (desktop sider or phone drawer): Home, the pages open to everyone,
 * then each area the user may open, its dashboard and its groups as submenus (Product specification, shell §2,
 * §6). Collapsed, only icons show and a group opens as a pop-up. Its scroll position is kept under
 * `scrollPositionLeftMenu` and restored when it mounts (Product specification, shell §3).
 */
export function LeftMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const menu = useMenu();
  const scroller = useRef<HTMLDivElement>(null);
  const saveTimer = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const saved = Number(readStorage(STORAGE_KEYS.scrollPositionLeftMenu));
    if (scroller.current && Number.isFinite(saved) && saved > 0) scroller.current.scrollTop = saved;
  }, []);
  useEffect(() => () => window.clearTimeout(saveTimer.current), []);

  const onScroll = () => {
    window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(() => {
      if (scroller.current)
        writeStorage(STORAGE_KEYS.scrollPositionLeftMenu, String(Math.round(scroller.current.scrollTop)));
    }, 150);
  };

  const selected = selectedEntry(
    pathname,
    useMemo(() => menuEntries(menu), [menu]),
  );
  const [openKeys, setOpenKeys] = useOpenGroups(currentGroup(menu, pathname, selected));

  const link = (entry: MenuEntry, withIcon: boolean): Item => ({
    key: entry.path,
    icon: withIcon ? entry.icon : undefined,
    title: t(entry.label),
    label: (
      <Link to={entry.path} aria-current={entry.path === selected?.path ? 'page' : undefined}>
        {t(entry.label)}
        {entry.badge ? <MenuBadge kind={entry.badge} /> : null}
      </Link>
    ),
  });

  const areaItems = (area: MenuArea): Item[] => {
    const children: Item[] = [
      link(area.overview, true),
      ...area.groups.map((group): Item => ({
        key: groupKey(area, group),
        icon: group.icon,
        label: group.badge ? (
          <span className="menu-label-badged">
            {t(group.label)}
            <MenuBadge kind={group.badge} />
          </span>
        ) : (
          t(group.label)
        ),
        children: group.items.map((item): Item =>
          isSection(item)
            ? {
                type: 'group',
                key: `${groupKey(area, group)}:${item.label}`,
                label: t(item.label),
                children: item.entries.map((entry) => link(entry, false)),
              }
            : link(item, false),
        ),
      })),
    ];
    const divider: Item = { type: 'divider', key: `${area.root}:divider` };
    // Collapsed, an area's title has no room: a line sets the area apart.
    if (collapsed) return [divider, ...children];
    return [divider, { type: 'group', key: `${area.root}:area`, label: t(area.label), children }];
  };

  return (
    <nav id={LEFT_MENU_ID} aria-label={t('shell.navigation')} className="left-menu">
      <div ref={scroller} className="left-menu-scroll" onScroll={onScroll}>
        <Menu
          mode="inline"
          inlineCollapsed={collapsed}
          selectedKeys={selected ? [selected.path] : []}
          {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
          onClick={onNavigate}
          items={[...menu.entries.map((entry) => link(entry, true)), ...menu.areas.flatMap(areaItems)]}
        />
      </div>
    </nav>
  );
}
