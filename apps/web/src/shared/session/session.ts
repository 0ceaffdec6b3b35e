import {
  canOpenRoute,
  GUEST,
  HANDOVER_PARAM,
  isPublicRoute,
  memberOf,
  type CurrentUser,
  type TokenResponse,
} from '@cargo/domain';
import { isApiError, setHttpHooks, type HttpRequestInfo, type UnauthorizedOutcome } from '../http';
import { log } from '../lib/log';
import { STORAGE_KEYS, onStorageChange } from '../lib/storage';
import {
  callLogout,
  fetchCurrentUser,
  requestHandedOverToken,
  requestHandover,
  requestPasswordToken,
} from './auth-api';
import { openAuthModal } from './auth-modal';
import { loginLocation } from './login-location';
import { refreshTokens, startTokenRefresh } from './refresh';
import { currentUser, setUser } from './session-store';
import {
  clearTokens,
  markSignedIn,
  readAccessToken,
  readRefreshToken,
  storeTokens,
  takeHandoverFromAddress,
  takeTokenFromAddress,
} from './tokens';

type Navigate = (to: string) => void | Promise<void>;

/** How the session moves the browser: the router's navigate once the app connects it. */
let navigate: Navigate = (to) => window.location.assign(to);
/** How it leaves the page for good (a full load, nothing of the old session left in memory). */
let leave: (href: string) => void = (href) => window.location.assign(href);

const here = () => `${window.location.pathname}${window.location.search}`;

/** Session over: no user; on a page that is not public, to login with the way back kept (Product specification, shell §4). */
function endSession(): void {
  clearTokens();
  setUser(null);
  if (!isPublicRoute(window.location.pathname)) void navigate(loginLocation(here()));
}

/** Asks the server who the user is; a 401 after the client's own refresh-and-retry ends the session. */
export async function refreshUser(): Promise<CurrentUser | null> {
  if (!readAccessToken() && !readRefreshToken()) {
    setUser(null);
    return null;
  }
  try {
    const user = await fetchCurrentUser();
    setUser(user);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      endSession();
      return null;
    }
    // No answer or a server error: whoever was signed in stays so; the shell shows the failure.
    log.warn('The current user could not be loaded', error);
    setUser(currentUser());
    return currentUser();
  }
}

/**
 * What the HTTP client does with a 401 (Product specification, shell §8): a GET is retried once the session
 * is refreshed, or at once if another tab already replaced the token it carried; a POST, PUT or
 * DELETE opens the login modal and is handed back to its caller.
 */
export async function handleUnauthorized(request: HttpRequestInfo): Promise<UnauthorizedOutcome> {
  if (request.method !== 'GET') {
    openAuthModal();
    return 'reject';
  }
  if (request.token && readAccessToken() !== request.token) return 'retry';
  if (!readRefreshToken()) return request.token ? signedOut() : 'reject';
  const outcome = await refreshTokens({ force: true });
  if (outcome === 'refreshed' || outcome === 'fresh') return 'retry';
  return outcome === 'ended' ? signedOut() : 'reject';
}

/**
 * The session is over (signed out elsewhere, blocked): the API refuses its token even on public
 * routes, so a public page's GET is sent again without it and the page goes on as a guest's.
 */
function signedOut(): UnauthorizedOutcome {
  const publicPage = isPublicRoute(window.location.pathname); // before endSession leaves for login
  endSession();
  return publicPage ? 'retry' : 'reject';
}

/** Signs in with e-mail and password; other tabs follow. Rejects with the server's message. */
export async function signIn(username: string, password: string, guestOrderId?: string): Promise<CurrentUser> {
  return finishSignIn(await requestPasswordToken(username, password, guestOrderId));
}

/**
 * Stores the pair of a completed sign-in (the password alone, or its second step) and loads the
 * user; other tabs follow.
 */
export async function finishSignIn(pair: TokenResponse): Promise<CurrentUser> {
  storeTokens({ accessToken: pair.access_token, refreshToken: pair.refresh_token });
  markSignedIn();
  const user = await fetchCurrentUser();
  setUser(user);
  return user;
}

/**
 * Ends the session on the server and here, then loads the home page afresh (Product specification, shell §4:
 * the tokens go, then a redirect; there is no single sign-on to leave). A full load leaves no
 * answer of the old session in memory, and the page being left never sees its user vanish.
 */
export async function signOut(): Promise<void> {
  try {
    await callLogout();
  } catch (error) {
    log.warn('The server did not confirm the logout', error);
  }
  clearTokens();
  leave('/');
}

/** A host is local when white-label redirects make no sense on it (Product specification, shell §2). */
export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost')
  );
}

/**
 * Where the browser goes after a sign-in: the organization's white-label domain when an operator
 * has verified it and the user is elsewhere (not on a local host), carrying a one-time hand-over
 * code, never a token (issue 27); else the page asked for when the user may open it, else home.
 * When no code is to be had (the domain was withdrawn meanwhile, no answer), the user stays here.
 */
export async function destinationAfterSignIn(
  user: CurrentUser,
  target: string | null,
): Promise<{ href: string } | { path: string }> {
  const path = target && canOpenRoute(memberOf(user), target) ? target : '/';
  const { domain, domainVerified } = user.organization;
  const { hostname, protocol, port } = window.location;
  if (!domain || !domainVerified || hostname === domain || isLocalHost(hostname)) return { path };
  try {
    const handover = await requestHandover();
    const url = new URL(`${protocol}//${handover.domain}${port ? `:${port}` : ''}${path}`);
    url.searchParams.set(HANDOVER_PARAM, handover.code);
    return { href: url.toString() };
  } catch (error) {
    log.warn('No hand-over to the white-label domain; staying here', error);
    return { path };
  }
}

/** Whether the signed-in user (or a guest) may open a path: the same rule as the router's guard. */
export function mayOpen(path: string): boolean {
  const user = currentUser();
  return canOpenRoute(user ? memberOf(user) : GUEST, path);
}

/**
 * A hand-over code in the address (a sign-in on the platform's main site) becomes a session of
 * this site's own: the server checks that the code is fresh, unused and was issued for this
 * very domain. A refused code leaves the visitor signed out, to sign in here.
 */
async function adoptHandover(code: string): Promise<void> {
  try {
    const pair = await requestHandedOverToken(code, window.location.hostname);
    storeTokens({ accessToken: pair.access_token, refreshToken: pair.refresh_token });
    markSignedIn();
  } catch (error) {
    log.warn('The hand-over code from the address was refused', error);
  }
}

let started = false;

/**
 * The start-up sequence of Product specification, shell §4, steps 4–7 (the language comes first, in the i18n
 * store): a token in the address is stored, the current user is asked for, token refresh and
 * the other tabs are followed. Runs once per page.
 */
export async function startSession(connect: { navigate: Navigate; leave?: (href: string) => void }): Promise<void> {
  navigate = connect.navigate;
  if (connect.leave) leave = connect.leave;
  if (started) return;
  started = true;
  setHttpHooks({ onUnauthorized: handleUnauthorized });
  // Product specification, shell §4: a token in the address is used as it is (no session of its own).
  const fromAddress = takeTokenFromAddress();
  if (fromAddress) storeTokens({ accessToken: fromAddress, refreshToken: null });
  const handover = takeHandoverFromAddress();
  if (handover) await adoptHandover(handover);
  await refreshUser();
  startTokenRefresh(endSession);
  followOtherTabs();
}

/**
 * Another tab signed in or out: a sign-in refreshes the user here, and when it is someone else
 * on a page that is not public the browser goes to login (Product specification, shell §4); a sign-out ends the
 * session here too.
 */
function followOtherTabs(): void {
  onStorageChange(STORAGE_KEYS.lastLogin, () => {
    const before = currentUser()?.id;
    void refreshUser().then((user) => {
      if (user?.id !== before && !isPublicRoute(window.location.pathname)) void navigate(loginLocation(here()));
    });
  });
  onStorageChange(STORAGE_KEYS.token, (token) => {
    if (token === null && currentUser()) endSession();
  });
}
