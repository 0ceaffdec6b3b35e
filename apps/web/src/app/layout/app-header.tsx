import { Link } from 'react-router';
import { UserMenu } from '../../features/auth/components/user-menu';
import { NotificationBell } from '../../features/notifications/components/header-bell';
import { useT } from '../../shared/i18n';
import { LogoMark } from '../../shared/ui/logo-mark';
import { MenuFoldIcon, MenuIcon, MenuUnfoldIcon } from '../../shared/ui/shell-icons';
import { LanguageMenu } from './language-menu';
import { LanguageSwitch } from './language-switch';
import { LEFT_MENU_ID } from './left-menu';

interface Props {
  isDesktop: boolean;
  /** Desktop: the column is expanded. Phone: the drawer is open. */
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ isDesktop, menuOpen, onToggleMenu }: Props) {
  const t = useT();
  let toggleLabel = t('shell.menu.open');
  let ToggleIcon = MenuIcon;
  if (isDesktop) {
    toggleLabel = menuOpen ? t('shell.menu.collapse') : t('shell.menu.expand');
    ToggleIcon = menuOpen ? MenuFoldIcon : MenuUnfoldIcon;
  }
  return (
    <header className="shell-header">
      <button
        type="button"
        className="shell-icon-button menu-toggle"
        aria-label={toggleLabel}
        aria-expanded={menuOpen}
        aria-controls={isDesktop ? LEFT_MENU_ID : undefined}
        onClick={onToggleMenu}
      >
        <ToggleIcon />
      </button>
      <Link to="/" className="brand" aria-label={t('app.name')}>
        <LogoMark size={32} />
        <span className="brand-name">{t('app.name')}</span>
      </Link>
      <div className="header-spacer" />
      {/* On a phone the three names would take the header's width: they fold into a menu. */}
      {isDesktop ? <LanguageSwitch /> : <LanguageMenu />}
      <NotificationBell />
      <UserMenu />
    </header>
  );
}
