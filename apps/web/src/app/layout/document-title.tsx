import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useT, type Translate } from '../../shared/i18n';
import { usePageTitleOverride } from '../../shared/lib/page-title';
import { isRouteHandle } from '../../shared/lib/route-handle';

/**
 * The browser tab's title (issue 30), set here once for every page rather than by each: the name
 * of the deepest route that has one (the breadcrumbs' last name, so an order's page is "Order",
 * its number being known only once the order has loaded), then the product's name; the home page
 * is the product's name alone. A system page shown in a route's place (not found, access denied)
 * names the tab itself (`usePageTitle`). Follows the location and the language.
 */
export function DocumentTitle() {
  const t = useT();
  const matches = useMatches();
  const override = usePageTitleOverride();
  const title = documentTitle(
    t,
    matches.map((match) => match.handle),
    override,
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/**
 * The tab's title of the routes matched (their handles, root first), or of the system page that
 * names it (`override`): the app's and the build's prerender (src/prerender) alike.
 */
export function documentTitle(t: Translate, handles: readonly unknown[], override?: string): string {
  const product = t('app.name');
  const names = handles.flatMap((handle) => (isRouteHandle(handle) && handle.crumb ? [handle.crumb(t)] : []));
  // The root's name (Home) alone is the home page's: the tab shows the product's name there.
  const page = override ?? (names.length > 1 ? names.at(-1) : undefined);
  return page ? t('shell.documentTitle', { page, product }) : product;
}
