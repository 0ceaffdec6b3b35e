import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_USER as user } from '../../test/users';

/**
 * The session against a scripted server: the platform's fetch is the boundary. Each test loads
 * the modules afresh, as a page load does.
 */
interface Sent {
  url: URL;
  method: string;
  body: string | undefined;
}
let sent: Sent[];
let server: (call: Sent) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pair = (n: number) => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  token_type: 'Bearer',
  expires_in: 300,
});
/** happy-dom's own control of the page address (a real origin change, not a history entry). */
const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
const form = (call: Sent) => new URLSearchParams(call.body);

async function load() {
  vi.resetModules();
  return import('./index');
}

beforeEach(() => {
  sent = [];
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call = {
      url: new URL(input, window.location.href),
      method: init.method ?? 'GET',
      body: init.body as string | undefined,
    };
    sent.push(call);
    return server(call);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('token refresh', () => {
  it('exchanges the stored refresh token once, however many callers ask at once', async () => {
    localStorage.setItem('refreshToken', 'refresh-0');
    server = () => json(200, pair(1));
    const { refreshTokens } = await load();
    const outcomes = await Promise.all([
      refreshTokens({ force: true }),
      refreshTokens({ force: true }),
      refreshTokens({ force: true }),
    ]);
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(sent).toHaveLength(1);
    expect(form(sent[0]!).get('refresh_token')).toBe('refresh-0');
    expect(localStorage.getItem('token')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(Number(localStorage.getItem('intervalUpdateToken'))).toBeGreaterThan(Date.now() - 1000);
  });

  it('leaves a pair another tab stored moments ago alone (a refresh token works once)', async () => {
    localStorage.setItem('refreshToken', 'refresh-0');
    localStorage.setItem('intervalUpdateToken', String(Date.now() - 3000));
    server = () => json(200, pair(1));
    const { refreshTokens } = await load();
    expect(await refreshTokens()).toBe('fresh');
    expect(sent).toHaveLength(0);
  });

  it('a refused refresh token ends the session; no answer keeps it for the next try', async () => {
    localStorage.setItem('token', 'access-0');
    localStorage.setItem('refreshToken', 'refresh-0');
    server = () => Promise.reject(new TypeError('Failed to fetch'));
    const { refreshTokens } = await load();
    expect(await refreshTokens({ force: true })).toBe('failed');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-0');
    server = () => json(400, { error: { code: 'INVALID_GRANT', message: 'expired' }, errors: [] });
    expect(await refreshTokens({ force: true })).toBe('ended');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('intervalUpdateToken')).toBeNull();
  });
});

describe('start-up and 401', () => {
  it('an expired access token is refreshed and the current-user call retried, unnoticed', async () => {
    localStorage.setItem('token', 'access-0');
    localStorage.setItem('refreshToken', 'refresh-0');
    server = (call) => {
      if (call.url.pathname === '/oauth2/token') return json(200, pair(1));
      return sent.filter((c) => c.url.pathname === '/api/v1/users/current').length === 1
        ? json(401, { error: { code: 'UNAUTHORIZED', message: 'Please log in' }, errors: [] })
        : json(200, { data: user });
    };
    const session = await load();
    const navigate = vi.fn();
    await session.startSession({ navigate });
    expect(session.currentUser()).toMatchObject({ id: 7 });
    expect(sent.map((call) => call.url.pathname)).toEqual([
      '/api/v1/users/current',
      '/oauth2/token',
      '/api/v1/users/current',
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a token in the address is taken out of it and used as it is, never exchanged for a session', async () => {
    window.history.replaceState(null, '', '/partner/orders?token=access-9&page=2#top');
    server = () => json(200, { data: user });
    const session = await load();
    await session.startSession({ navigate: vi.fn() });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/partner/orders?page=2#top',
    );
    expect(sent.map((call) => call.url.pathname)).toEqual(['/api/v1/users/current']);
    expect([localStorage.getItem('token'), localStorage.getItem('refreshToken')]).toEqual(['access-9', null]);
    expect(session.currentUser()?.id).toBe(7);
  });

  it('a hand-over code in the address is taken out of it and exchanged, naming this host', async () => {
    setUrl('https://rail.example.com/partner/orders?handover=code-1&page=2');
    server = (call) => (call.url.pathname === '/oauth2/token' ? json(200, pair(10)) : json(200, { data: user }));
    const session = await load();
    await session.startSession({ navigate: vi.fn() });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/partner/orders?page=2');
    expect(Object.fromEntries(form(sent[0]!))).toEqual({
      grant_type: 'urn:cargo:oauth:grant-type:handover',
      code: 'code-1',
      domain: 'rail.example.com',
    });
    expect([localStorage.getItem('token'), localStorage.getItem('refreshToken')]).toEqual(['access-10', 'refresh-10']);
    expect(session.currentUser()?.id).toBe(7);
    setUrl('http://localhost:3000/');
  });

  it('a refused hand-over code leaves the visitor signed out', async () => {
    window.history.replaceState(null, '', '/?handover=spent');
    server = () => json(400, { error: { code: 'INVALID_GRANT', message: 'spent' }, errors: [] });
    const session = await load();
    await session.startSession({ navigate: vi.fn() });
    expect(window.location.search).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    expect(session.currentUser()).toBeNull();
  });

  it('the password-recovery page keeps its own token in the address', async () => {
    window.history.replaceState(null, '', '/auth/password-recovery?token=12.secret');
    server = () => json(200, { data: true });
    const session = await load();
    await session.startSession({ navigate: vi.fn() });
    expect(window.location.search).toBe('?token=12.secret');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('a dead session on a page that is not public goes to login with the way back', async () => {
    window.history.replaceState(null, '', '/client/orders?status=ACTIVE');
    localStorage.setItem('token', 'access-0');
    localStorage.setItem('refreshToken', 'refresh-0');
    server = (call) =>
      call.url.pathname === '/oauth2/token'
        ? json(400, { error: { code: 'INVALID_GRANT', message: 'expired' }, errors: [] })
        : json(401, { error: { code: 'UNAUTHORIZED', message: 'Please log in' }, errors: [] });
    const session = await load();
    const navigate = vi.fn();
    await session.startSession({ navigate });
    expect(session.currentUser()).toBeNull();
    expect(navigate).toHaveBeenCalledWith(
      '/auth/login?redirectTo=%2Fclient%2Forders%3Fstatus%3DACTIVE#destination=%2Fclient%2Forders%3Fstatus%3DACTIVE',
    );
    expect(localStorage.getItem('redirectTo')).toBe('/client/orders?status=ACTIVE');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("on a public page a GET refused for a dead session is sent again as a guest's", async () => {
    window.history.replaceState(null, '', '/book/wizard');
    localStorage.setItem('token', 'access-0');
    const session = await load();
    expect(await session.handleUnauthorized({ method: 'GET', path: '/orders/calculations/1', token: 'access-0' })).toBe(
      'retry',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('on a page that is not public a GET refused for a dead session is not sent again', async () => {
    window.history.replaceState(null, '', '/client/orders');
    localStorage.setItem('token', 'access-1');
    const session = await load();
    expect(await session.handleUnauthorized({ method: 'GET', path: '/orders', token: 'access-1' })).toBe('reject');
  });

  it('on a public page a dead session just signs the user out', async () => {
    window.history.replaceState(null, '', '/book/wizard');
    localStorage.setItem('token', 'access-0');
    server = () => json(401, { error: { code: 'UNAUTHORIZED', message: 'Please log in' }, errors: [] });
    const session = await load();
    const navigate = vi.fn();
    await session.startSession({ navigate });
    expect(navigate).not.toHaveBeenCalled();
    expect(session.currentUser()).toBeNull();
  });

  it('a 401 on a POST opens the login modal and is not retried', async () => {
    const session = await load();
    expect(session.authModalState().open).toBe(false);
    expect(await session.handleUnauthorized({ method: 'POST', path: '/users', token: 'access-0' })).toBe('reject');
    expect(session.authModalState()).toEqual({ open: true, hint: null });
    expect(sent).toHaveLength(0);
  });

  it('a 401 for a token another tab has replaced is just retried', async () => {
    localStorage.setItem('token', 'access-2');
    const session = await load();
    expect(await session.handleUnauthorized({ method: 'GET', path: '/users/current', token: 'access-1' })).toBe(
      'retry',
    );
    expect(sent).toHaveLength(0);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the web client, stores the pair, tells other tabs and loads the user', async () => {
    server = (call) => (call.url.pathname === '/oauth2/token' ? json(200, pair(1)) : json(200, { data: user }));
    const session = await load();
    const signedIn = await session.signIn('client@demo.local', 'Demo12345');
    expect(signedIn.id).toBe(7);
    const token = sent[0]!;
    expect(token.url.pathname).toBe('/oauth2/token');
    expect(Object.fromEntries(form(token))).toEqual({
      grant_type: 'password',
      username: 'client@demo.local',
      password: 'Demo12345',
    });
    expect(localStorage.getItem('token')).toBe('access-1');
    expect(localStorage.getItem('lastLogin')).not.toBeNull();
  });

  it('a wrong password rejects with the server message and stores nothing', async () => {
    server = () => json(400, { error: { code: 'INVALID_GRANT', message: 'Incorrect login or password' }, errors: [] });
    const session = await load();
    await expect(session.signIn('client@demo.local', 'nope')).rejects.toMatchObject({
      message: 'Incorrect login or password',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sign-out tells the server, forgets the tokens and loads the home page afresh', async () => {
    localStorage.setItem('token', 'access-1');
    localStorage.setItem('refreshToken', 'refresh-1');
    localStorage.setItem('intervalUpdateToken', '1');
    server = () => json(200, { data: true });
    const session = await load();
    const leave = vi.fn();
    await session.startSession({ navigate: vi.fn(), leave });
    await session.signOut();
    expect(sent.at(-1)!.url.pathname).toBe('/api/v1/logout');
    expect(['token', 'refreshToken', 'intervalUpdateToken'].map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
    expect(leave).toHaveBeenCalledWith('/');
  });
});

describe('where a sign-in leads', () => {
  it('to the page asked for when the user may open it, else home', async () => {
    localStorage.setItem('token', 'access-1');
    const { destinationAfterSignIn } = await load();
    expect(await destinationAfterSignIn(user as never, '/client/orders/5')).toEqual({ path: '/client/orders/5' });
    expect(await destinationAfterSignIn(user as never, '/admin/users')).toEqual({ path: '/' });
    expect(await destinationAfterSignIn(user as never, null)).toEqual({ path: '/' });
  });

  it("to the organization's verified white-label domain with a hand-over code, except on a local host", async () => {
    localStorage.setItem('token', 'access-1');
    server = (call) =>
      call.url.pathname === '/api/v1/auth/handover'
        ? json(200, { data: { code: 'code-1', domain: 'rail.example.com', expiresIn: 60 } })
        : json(404, {});
    const { destinationAfterSignIn } = await load();
    const partner = (domainVerified: boolean) => ({
      ...user,
      roles: [{ id: 'PARTNER_ADMIN' }],
      organization: { ...user.organization, domain: 'rail.example.com', domainVerified },
    });
    expect(await destinationAfterSignIn(partner(true) as never, '/partner/orders')).toEqual({
      path: '/partner/orders',
    });
    setUrl('https://cargo.example.com/auth/login');
    expect(await destinationAfterSignIn(partner(false) as never, '/partner/orders')).toEqual({
      path: '/partner/orders',
    });
    expect(sent).toEqual([]);
    expect(await destinationAfterSignIn(partner(true) as never, '/partner/orders')).toEqual({
      href: 'https://rail.example.com/partner/orders?handover=code-1',
    });
    expect(sent.map((call) => [call.method, call.url.pathname])).toEqual([['POST', '/api/v1/auth/handover']]);
    setUrl('http://localhost:3000/');
  });

  it('stays when no hand-over code is given', async () => {
    setUrl('https://cargo.example.com/auth/login');
    localStorage.setItem('token', 'access-1');
    server = () => json(409, { error: { code: 'CONFLICT', message: 'none' }, errors: [] });
    const { destinationAfterSignIn } = await load();
    const partner = {
      ...user,
      organization: { ...user.organization, domain: 'rail.example.com', domainVerified: true },
    };
    expect(await destinationAfterSignIn(partner as never, null)).toEqual({ path: '/' });
    setUrl('http://localhost:3000/');
  });
});

describe('the way back to login', () => {
  it('keeps the path in redirectTo, in the hash and in storage, and follows only paths of this site', async () => {
    const { loginLocation, redirectTarget } = await load();
    expect(loginLocation('/admin/users')).toBe('/auth/login?redirectTo=%2Fadmin%2Fusers#destination=%2Fadmin%2Fusers');
    expect(redirectTarget({ search: '?redirectTo=%2Fpartner%2Forders', hash: '' })).toBe('/partner/orders');
    expect(redirectTarget({ search: '', hash: '#destination=%2Fclient' })).toBe('/client');
    expect(redirectTarget({ search: '', hash: '' })).toBe('/admin/users');
    localStorage.clear();
    for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example'])
      expect(redirectTarget({ search: `?redirectTo=${encodeURIComponent(evil)}`, hash: '' })).toBeNull();
  });
});
