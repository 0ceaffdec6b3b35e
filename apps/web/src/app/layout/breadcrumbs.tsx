import { Breadcrumb } from 'antd';
import { Link, useMatches } from 'react-router';
import { useT } from '../../shared/i18n';
import { isRouteHandle } from '../../shared/lib/route-handle';

/**
 * Breadcrumbs from the `handle.crumb` of the matched routes. Shown from the second level on:
 * the home page alone needs none.
 */
export function Breadcrumbs() {
  const t = useT();
  const crumbs = useMatches().flatMap((match) => {
    const crumb = isRouteHandle(match.handle) ? match.handle.crumb : undefined;
    return crumb ? [{ path: match.pathname, title: crumb(t) }] : [];
  });
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={t('shell.breadcrumbs')} className="breadcrumbs">
      <Breadcrumb
        items={crumbs.map((crumb, index) => ({
          key: crumb.path,
          title: index < crumbs.length - 1 ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
        }))}
      />
    </nav>
  );
}
