import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../shared/i18n';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../shared/lib/storage';
import { MenuBadge } from './menu-badge';
import { MenuGroupItem } from './menu-group-item';
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
 * The menu of the left column (desktop column or phone drawer): Home, the pages open to everyone,
 * then each area the user may open, its dashboard and its groups as submenus (Product specification, shell §2,
 * §6). Collapsed, only icons show and a group opens as a pop-up beside the column. Its scroll
 * position is kept under `scrollPositionLeftMenu` and restored when it mounts (Product
 * specification, shell §3). Plain links and buttons (issue 30): no Ant Design on the first screen.
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

  const link = (entry: MenuEntry, withIcon: boolean): ReactNode => {
    const label = t(entry.label);
    const isSelected = entry.path === selected?.path;
    return (
      <li key={entry.path}>
        <Link
          to={entry.path}
          className={isSelected ? 'left-menu-item left-menu-item-selected' : 'left-menu-item'}
          aria-current={isSelected ? 'page' : undefined}
          title={collapsed ? label : undefined}
          onClick={onNavigate}
        >
          {/* Hidden: an area's icons are Ant Design's, named ("appstore") for screen readers. */}
          {withIcon ? (
            <span className="left-menu-icon" aria-hidden="true">
              {entry.icon}
            </span>
          ) : null}
          {/* Collapsed, the column shows the icon; the name stays for screen readers. */}
          <span className={collapsed && withIcon ? 'visually-hidden' : 'left-menu-label'}>
            {label}
            {entry.badge ? <MenuBadge kind={entry.badge} /> : null}
          </span>
        </Link>
      </li>
    );
  };

  const groupItem = (area: MenuArea, group: MenuGroup) => {
    const key = groupKey(area, group);
    return (
      <MenuGroupItem
        key={key}
        group={group}
        collapsed={collapsed}
        open={openKeys.includes(key)}
        onToggle={(open) => setOpenKeys(open ? [...openKeys, key] : openKeys.filter((other) => other !== key))}
      >
        {group.items.map((item) =>
          isSection(item) ? (
            <li key={item.label} className="left-menu-section">
              <div className="left-menu-section-title">{t(item.label)}</div>
              <ul>{item.entries.map((entry) => link(entry, false))}</ul>
            </li>
          ) : (
            link(item, false)
          ),
        )}
      </MenuGroupItem>
    );
  };

  return (
    <nav
      id={LEFT_MENU_ID}
      aria-label={t('shell.navigation')}
      className={collapsed ? 'left-menu left-menu-collapsed' : 'left-menu'}
    >
      <div ref={scroller} className="left-menu-scroll" onScroll={onScroll}>
        <ul className="left-menu-list">
          {menu.entries.map((entry) => link(entry, true))}
          {menu.areas.map((area) => (
            // Collapsed, an area's title has no room: the line alone sets the area apart.
            <li key={area.root} className="left-menu-area">
              {collapsed ? null : <div className="left-menu-area-title">{t(area.label)}</div>}
              <ul>
                {link(area.overview, true)}
                {area.groups.map((group) => groupItem(area, group))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
