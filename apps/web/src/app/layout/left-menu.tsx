import { Menu } from 'antd';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../shared/i18n';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../shared/lib/storage';
import { MENU_ENTRIES, selectedEntry } from './menu-items';

export const LEFT_MENU_ID = 'left-menu';

/**
 * The menu of the left column (desktop sider or phone drawer). Its scroll position is kept under
 * `scrollPositionLeftMenu` and restored when it mounts (spec/shell.md §3).
 */
export function LeftMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
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

  const selected = selectedEntry(pathname);
  return (
    <nav id={LEFT_MENU_ID} aria-label={t('shell.navigation')} className="left-menu">
      <div ref={scroller} className="left-menu-scroll" onScroll={onScroll}>
        <Menu
          mode="inline"
          inlineCollapsed={collapsed}
          selectedKeys={selected ? [selected.path] : []}
          onClick={onNavigate}
          items={MENU_ENTRIES.map((entry) => ({
            key: entry.path,
            icon: entry.icon,
            label: (
              <Link to={entry.path} aria-current={entry === selected ? 'page' : undefined}>
                {t(entry.label)}
              </Link>
            ),
          }))}
        />
      </div>
    </nav>
  );
}
