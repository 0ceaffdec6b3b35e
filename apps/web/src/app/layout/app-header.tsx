import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { Link } from 'react-router';
import { UserMenu } from '../../features/auth/components/user-menu';
import { NotificationBell } from '../../features/notifications/components/header-bell';
import { useT } from '../../shared/i18n';
import { LogoMark } from '../../shared/ui';
import { LanguageMenu } from './language-menu';
import { LanguageSwitch } from './language-switch';
import { LEFT_MENU_ID } from './left-menu';

interface Props {
  isDesktop: boolean;
  /** Desktop: the sider is expanded. Phone: the drawer is open. */
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ isDesktop, menuOpen, onToggleMenu }: Props) {
  const t = useT();
  let toggleLabel = t('shell.menu.open');
  let toggleIcon = <MenuOutlined />;
  if (isDesktop) {
    toggleLabel = menuOpen ? t('shell.menu.collapse') : t('shell.menu.expand');
    toggleIcon = menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />;
  }
  return (
    <Layout.Header className="shell-header">
      <Button
        type="text"
        className="menu-toggle"
        icon={toggleIcon}
        aria-label={toggleLabel}
        aria-expanded={menuOpen}
        aria-controls={isDesktop ? LEFT_MENU_ID : undefined}
        onClick={onToggleMenu}
      />
      <Link to="/" className="brand" aria-label={t('app.name')}>
        <LogoMark size={32} />
        <span className="brand-name">{t('app.name')}</span>
      </Link>
      <div className="header-spacer" />
      {/* On a phone the three names would take the header's width: they fold into a menu. */}
      {isDesktop ? <LanguageSwitch /> : <LanguageMenu />}
      <NotificationBell />
      <UserMenu />
    </Layout.Header>
  );
}
