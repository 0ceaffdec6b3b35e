import { isOperator, isPartner, memberOf, personInitials, shortPersonName, type CurrentUser } from '@cargo/domain';
import { useLocation, useNavigate, type Location } from 'react-router';
import { useT } from '../../../shared/i18n';
import { useIsDesktop } from '../../../shared/lib/use-media-query';
import { LOGIN_PATH, REDIRECT_PARAMETER, signOut, useSession } from '../../../shared/session';
import { MenuButton } from '../../../shared/ui/menu-button';
import { DownIcon, LoginIcon, LogoutIcon, UserAddIcon, UserIcon } from '../../../shared/ui/shell-icons';
import { RESTORE_TOKEN_PARAMETER } from '../lib/auth-links';
import './user-menu.css';

const REGISTER_PATH = '/auth/register';

/** The user's own profile page, in the area of their strongest kind of role. */
export function profilePath(user: CurrentUser): string {
  const member = memberOf(user);
  if (isOperator(member)) return '/admin/profile';
  if (isPartner(member)) return '/partner/profile';
  return '/client/profile';
}

/**
 * Where "Log in" and "Register" lead from here: on a sign-in page the way back it already keeps
 * stays; elsewhere the page itself becomes the way back (Product specification, shell §2, `redirectTo`).
 */
function signInPageLink(pathname: string, here: Location): string {
  if (here.pathname.startsWith('/auth/')) {
    const query = new URLSearchParams(here.search);
    query.delete(RESTORE_TOKEN_PARAMETER);
    const search = query.toString();
    return `${pathname}${search ? `?${search}` : ''}${here.hash}`;
  }
  if (here.pathname === '/') return pathname;
  const query = new URLSearchParams({ [REDIRECT_PARAMETER]: `${here.pathname}${here.search}` });
  return `${pathname}?${query.toString()}`;
}

function SignedOutActions({ compact }: { compact: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const logIn = t('session.signIn');
  const register = t('session.register');
  return (
    <div className="user-menu-actions">
      <button
        type="button"
        className={compact ? 'shell-icon-button' : 'shell-button'}
        aria-label={compact ? logIn : undefined}
        title={compact ? logIn : undefined}
        onClick={() => void navigate(signInPageLink(LOGIN_PATH, location))}
      >
        <LoginIcon />
        {compact ? null : <span>{logIn}</span>}
      </button>
      <button
        type="button"
        className={compact ? 'shell-icon-button' : 'shell-button shell-button-primary'}
        aria-label={compact ? register : undefined}
        title={compact ? register : undefined}
        onClick={() => void navigate(signInPageLink(REGISTER_PATH, location))}
      >
        <UserAddIcon />
        {compact ? null : <span>{register}</span>}
      </button>
    </div>
  );
}

function SignedInMenu({ user, compact }: { user: CurrentUser; compact: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const name = shortPersonName(user);
  const onSelect = (key: string) => {
    if (key === 'profile') void navigate(profilePath(user));
    if (key === 'signOut') void signOut();
  };
  return (
    <MenuButton
      className="user-menu-trigger"
      title={compact ? name : undefined}
      onSelect={onSelect}
      items={[
        { key: 'profile', icon: <UserIcon />, label: t('session.profile') },
        { key: 'signOut', icon: <LogoutIcon />, label: t('session.signOut'), dividerBefore: true },
      ]}
      header={
        <div className="user-menu-who">
          <span className="user-menu-who-name">{name}</span>
          <span className="user-menu-who-line">{user.email}</span>
          <span className="user-menu-who-line">{user.organization.name}</span>
        </div>
      }
    >
      {/* The name comes from the text inside, not an aria-label: a label that leaves out what the
          button shows (the name) fails WCAG 2.5.3, "label in name". */}
      <span className="user-menu-avatar" aria-hidden="true">
        {personInitials(user)}
      </span>
      <span className="visually-hidden">{`${t('session.userMenu')}: `}</span>
      {compact ? (
        <span className="visually-hidden">{name}</span>
      ) : (
        <span className="user-menu-label">
          <span className="user-menu-name">{name}</span>
          <DownIcon className="user-menu-caret" />
        </span>
      )}
    </MenuButton>
  );
}

/**
 * The header's account corner: "Log in" and "Register" for a guest (icons only on a phone);
 * the signed-in user's name with a menu — My profile, Log out.
 */
export function UserMenu() {
  const { status, user } = useSession();
  const isDesktop = useIsDesktop();
  if (status === 'loading') return <div className="user-menu-placeholder" aria-hidden="true" />;
  return user ? <SignedInMenu user={user} compact={!isDesktop} /> : <SignedOutActions compact={!isDesktop} />;
}
