import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useOutsidePointer } from '../lib/use-outside-pointer';

export interface MenuButtonItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Shown at the item's end (the chosen language's tick). */
  extra?: ReactNode;
  /** A line sets the item apart from those above it. */
  dividerBefore?: boolean;
}

interface Props {
  items: readonly MenuButtonItem[];
  onSelect: (key: string) => void;
  /** The trigger's look and name: its class, its content, and aria-label/title where it shows no text. */
  className: string;
  label?: string;
  title?: string;
  disabled?: boolean;
  children: ReactNode;
  /** Above the items, not one of them (the signed-in user's name and organization). */
  header?: ReactNode;
}

/**
 * A button opening a menu, in plain React (the shell's language menu and user menu, issue 30), as
 * WAI-ARIA's menu button pattern: Enter, Space or ↓ open it on the first item, ↑ on the last;
 * ↑ ↓ Home End move; Escape closes it and gives the focus back to the button; Tab, a click outside
 * or a choice closes it.
 */
export function MenuButton({ items, onSelect, className, label, title, disabled, children, header }: Props) {
  const [open, setOpen] = useState(false);
  const closeQuietly = useCallback(() => setOpen(false), []);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useOutsidePointer(root, open, closeQuietly);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (key: string) => {
    close();
    onSelect(key);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="menu-button" ref={root}>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={label}
        title={title}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open ? (
        <div className="menu-button-popup">
          {header}
          <ul id={menuId} role="menu" className="menu-button-list" onKeyDown={onMenuKeyDown}>
            {items.map((item, index) => (
              <li key={item.key} role="none" className={item.dividerBefore ? 'menu-button-divided' : undefined}>
                <button
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={index === focusIndex ? 0 : -1}
                  className="menu-button-item"
                  onClick={() => choose(item.key)}
                  onFocus={() => setFocusIndex(index)}
                >
                  {item.icon}
                  <span className="menu-button-label">{item.label}</span>
                  {item.extra}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
