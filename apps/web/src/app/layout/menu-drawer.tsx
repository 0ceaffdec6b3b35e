import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../shared/i18n';
import { CloseIcon } from '../../shared/ui/shell-icons';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Beside the close button: the brand. */
  title: ReactNode;
  children: ReactNode;
}

/**
 * The phone's menu (Product specification, shell §9): a modal panel from the left over a dimmed
 * page. Opening moves the focus into it and locks the page's scroll; Escape, the overlay or the
 * close button close it, and the focus goes back where it was (the menu button). Tab stays inside.
 */
export function MenuDrawer({ open, onClose, title, children }: Props) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      before?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="menu-drawer" onKeyDown={onKeyDown}>
      <div className="menu-drawer-overlay" aria-hidden="true" onClick={onClose} />
      <div ref={panel} role="dialog" aria-modal="true" aria-label={t('shell.navigation')} className="menu-drawer-panel">
        <div className="menu-drawer-header">
          <button
            ref={closeButton}
            type="button"
            className="shell-icon-button"
            aria-label={t('shell.menu.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
          {title}
        </div>
        <div className="menu-drawer-body">{children}</div>
      </div>
    </div>
  );
}
