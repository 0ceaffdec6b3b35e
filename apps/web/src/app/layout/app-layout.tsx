import { useState } from 'react';
import { Link, useMatch } from 'react-router';
import { LoginModal } from '../../features/auth/login-modal';
import { useT } from '../../shared/i18n';
import { todayIso } from '../../shared/lib/days';
import { useIsDesktop } from '../../shared/lib/use-media-query';
import { LogoMark } from '../../shared/ui/logo-mark';
import { AppHeader } from './app-header';
import { Breadcrumbs } from './breadcrumbs';
import { DocumentTitle } from './document-title';
import { LeftMenu } from './left-menu';
import { MenuDrawer } from './menu-drawer';
import { NavigationProgress } from './navigation-progress';
import { RouteScope } from './route-scope';
import { ServerUnavailableBanner } from './server-unavailable-banner';
import { useLeftMenuOpen } from './use-left-menu';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The shell (docs/architecture.md §7): header, left menu, content, in plain React and CSS (issue
 * 30: the first screen loads no Ant Design; a route's screen gets it from `RouteScope`). On a
 * desktop (wider than 768 px) the menu is a collapsible column whose state is stored; on a phone
 * it is a drawer that never takes width from the content and starts closed. Under /widget/* the
 * page sits inside a host's own page (Product specification, shell §1, §2): the host has its
 * chrome, so only the content and the login modal (a call answered 401 still needs it) are drawn,
 * no header, menu, breadcrumbs or footer.
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
      <div className="shell">
        <DocumentTitle />
        <LoginModal />
        <main id={MAIN_CONTENT_ID} className="shell-content">
          <RouteScope />
        </main>
      </div>
    );

  return (
    <div className="shell">
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
      <div className="shell-body">
        {isDesktop ? (
          <aside className={menuOpen ? 'shell-sider' : 'shell-sider shell-sider-collapsed'}>
            <LeftMenu collapsed={!menuOpen} />
          </aside>
        ) : (
          <MenuDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={
              <Link to="/" className="brand brand-drawer" onClick={() => setDrawerOpen(false)}>
                <LogoMark size={28} />
                <span>{t('app.name')}</span>
              </Link>
            }
          >
            <LeftMenu onNavigate={() => setDrawerOpen(false)} />
          </MenuDrawer>
        )}
        <div className="shell-main">
          <ServerUnavailableBanner />
          <main id={MAIN_CONTENT_ID} className="shell-content" tabIndex={-1}>
            <Breadcrumbs />
            <RouteScope />
          </main>
          <footer className="shell-footer">
            © {todayIso().slice(0, 4)} {t('app.name')}
          </footer>
        </div>
      </div>
    </div>
  );
}
