import { useCallback, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../shared/i18n';
import { useOutsidePointer } from '../../shared/lib/use-outside-pointer';
import { MenuBadge } from './menu-badge';
import type { MenuGroup } from './menu-model';

interface Props {
  group: MenuGroup;
  collapsed: boolean;
  /** Expanded column: the group's entries show under its name. */
  open: boolean;
  onToggle: (open: boolean) => void;
  /** The group's entries, as list items. */
  children: ReactNode;
}

/**
 * A submenu of the left menu: a button that shows or hides the group's entries under it; in the
 * collapsed column a pop-up beside it, closed by Escape (the focus back on the button), a click
 * elsewhere or a navigation.
 */
export function MenuGroupItem({ group, collapsed, open, onToggle, children }: Props) {
  const t = useT();
  const listId = useId();
  const label = t(group.label);
  const button = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLLIElement>(null);
  const [opened, setFlyout] = useState<{ at: string; style: CSSProperties } | null>(null);
  const closeFlyout = useCallback(() => setFlyout(null), []);
  const { pathname } = useLocation();
  // A pop-up belongs to the page it was opened on, in the collapsed column: a navigation closes it.
  const flyout = collapsed && opened?.at === pathname ? opened.style : null;

  useOutsidePointer(item, flyout !== null, closeFlyout);

  const expanded = collapsed ? flyout !== null : open;
  const toggle = () => {
    if (!collapsed) return onToggle(!open);
    if (flyout) return setFlyout(null);
    // Fixed beside the column: the column scrolls, and would cut off a pop-up inside it.
    const box = button.current?.getBoundingClientRect();
    if (box) setFlyout({ at: pathname, style: { top: box.top, left: box.right + 4 } });
  };

  return (
    <li
      ref={item}
      className={expanded ? 'left-menu-submenu left-menu-submenu-open' : 'left-menu-submenu'}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !flyout) return;
        event.stopPropagation();
        setFlyout(null);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className="left-menu-item left-menu-submenu-title"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        title={collapsed ? label : undefined}
        onClick={toggle}
      >
        <span className="left-menu-icon" aria-hidden="true">
          {group.icon}
        </span>
        <span className={collapsed ? 'visually-hidden' : 'left-menu-label'}>
          {label}
          {group.badge ? <MenuBadge kind={group.badge} /> : null}
        </span>
        {collapsed ? null : <span className="left-menu-arrow" aria-hidden="true" />}
      </button>
      {expanded ? (
        <ul id={listId} className={collapsed ? 'left-menu-flyout' : 'left-menu-sub'} style={flyout ?? undefined}>
          {collapsed ? <li className="left-menu-section-title">{label}</li> : null}
          {children}
        </ul>
      ) : null}
    </li>
  );
}
