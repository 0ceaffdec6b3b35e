import { Link, useMatches } from 'react-router';
import { useT } from '../../shared/i18n';
import { isRouteHandle } from '../../shared/lib/route-handle';
import { mayOpen, useSession } from '../../shared/session';

/**
 * Breadcrumbs from the `handle.crumb` of the matched routes. Shown from the second level on:
 * the home page alone needs none. A level the user may not open (a partner on the intermodal
 * rates page under /admin) is named but not linked.
 */
export function Breadcrumbs() {
  const t = useT();
  // Followed so the links change with the user; a crumb the user may not open is plain text.
  useSession();
  const crumbs = useMatches().flatMap((match) => {
    const crumb = isRouteHandle(match.handle) ? match.handle.crumb : undefined;
    return crumb ? [{ path: match.pathname, title: crumb(t) }] : [];
  });
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={t('shell.breadcrumbs')} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index < crumbs.length - 1 && mayOpen(crumb.path) ? (
              <Link to={crumb.path}>{crumb.title}</Link>
            ) : (
              crumb.title
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
