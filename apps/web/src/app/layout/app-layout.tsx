import { Drawer, Layout } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useMatch } from 'react-router';
import { LoginModal } from '../../features/auth/login-modal';
import { useT } from '../../shared/i18n';
import { todayIso } from '../../shared/lib/days';
import { useIsDesktop } from '../../shared/lib/use-media-query';
import { LogoMark } from '../../shared/ui';
import { AppHeader } from './app-header';
import { Breadcrumbs } from './breadcrumbs';
import { DocumentTitle } from './document-title';
import { LeftMenu } from './left-menu';
import { NavigationProgress } from './navigation-progress';
import { ServerUnavailableBanner } from './server-unavailable-banner';
import { useLeftMenuOpen } from './use-left-menu';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The shell (docs/architecture.md §7): header, left menu, content. On a desktop (wider than 768 px) the
 * menu is a collapsible column whose state is stored; on a phone it is a drawer that never
 * takes width from the content and starts closed. Under /widget/* the page sits inside a host's
 * own page (Product specification, shell §1, §2): the host has its chrome, so only the content and the login
 * modal (a call answered 401 still needs it) are drawn, no header, menu, breadcrumbs or footer.
 */
export function AppLayout() {
  const t = useT();
  const isDesktop = useIsDesktop();
  const [menuOpen, setMenuOpen] = useLeftMenuOpen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // With the other hooks, before the early return: hooks run in the same order on every render.
  const isWidget = useMatch('/widget/*') !== null;

  if (isWidget)
    return (
      <Layout className="shell">
        <DocumentTitle />
        <LoginModal />
        <Layout.Content id={MAIN_CONTENT_ID} className="shell-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    );

  return (
    <Layout className="shell">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('shell.skipToContent')}
      </a>
      <DocumentTitle />
      <NavigationProgress />
      <LoginModal />
      <AppHeader
        isDesktop={isDesktop}
        menuOpen={isDesktop ? menuOpen : drawerOpen}
        onToggleMenu={() => (isDesktop ? setMenuOpen(!menuOpen) : setDrawerOpen(true))}
      />
      <Layout hasSider={isDesktop}>
        {isDesktop ? (
          <Layout.Sider
            className="shell-sider"
            theme="light"
            width={240}
            collapsedWidth={72}
            collapsible
            collapsed={!menuOpen}
            trigger={null}
          >
            <LeftMenu collapsed={!menuOpen} />
          </Layout.Sider>
        ) : (
          <Drawer
            placement="left"
            size={300}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={
              <Link to="/" className="brand brand-drawer" onClick={() => setDrawerOpen(false)}>
                <LogoMark size={28} />
                <span>{t('app.name')}</span>
              </Link>
            }
            styles={{ body: { padding: '8px 0' } }}
          >
            <LeftMenu onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )}
        <Layout className="shell-main">
          <ServerUnavailableBanner />
          <Layout.Content id={MAIN_CONTENT_ID} className="shell-content" tabIndex={-1}>
            <Breadcrumbs />
            <Outlet />
          </Layout.Content>
          <Layout.Footer className="shell-footer">
            © {todayIso().slice(0, 4)} {t('app.name')}
          </Layout.Footer>
        </Layout>
      </Layout>
    </Layout>
  );
}
