import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { setHttpHooks } from './hooks';
import { http } from './http-client';
import { isServerAvailable } from './server-status';

/** What the browser sent: the fetch of the platform is the boundary these tests stand at. */
interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: string | undefined;
}

let sent: Sent[];
let answers: (() => Response | Promise<Response>)[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  answers = [];
  localStorage.clear();
  // The client logs failed GETs; these tests fail calls on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    sent.push({
      url: new URL(input, window.location.href),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body as string | undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer prepared for ${init.method ?? 'GET'} ${input}`);
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('every call', () => {
  it('a GET carries the version, the language (zh as zh-CN), the time zone and the bearer token', async () => {
    localStorage.setItem('userLang', 'zh');
    localStorage.setItem('token', 'access-1');
    // The language store reads userLang once at start: load a fresh copy of the client.
    vi.resetModules();
    const fresh = await import('./http-client');
    answers.push(() => json(200, { data: 1 }));
    await fresh.http.get('/things', { params: { page: 2, empty: undefined } });
    const [call] = sent;
    expect(call!.url.pathname).toBe('/api/v1/things');
    expect(call!.url.searchParams.get('page')).toBe('2');
    expect(call!.url.searchParams.has('empty')).toBe(false);
    expect(call!.url.searchParams.get('v')).toBe('0.0.0-test');
    expect(call!.headers.get('accept-language')).toBe('zh-CN');
    expect(call!.headers.get('x-timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(call!.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('a POST sends JSON without the version parameter; an empty answer is a success flag', async () => {
    answers.push(() => new Response(null, { status: 204 }));
    expect(await http.post('/things', { name: 'Volga' })).toEqual({ success: true });
    expect(sent[0]!.url.searchParams.has('v')).toBe(false);
    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
    expect(sent[0]!.body).toBe('{"name":"Volga"}');
  });

  it('a form call goes to the server root form-encoded', async () => {
    answers.push(() => json(200, { ok: true }));
    await http.post('/oauth2/token', { grant_type: 'password', username: 'a@b.c' }, { fromRoot: true, form: true });
    expect(sent[0]!.url.pathname).toBe('/oauth2/token');
    expect(sent[0]!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(sent[0]!.body).toBe('grant_type=password&username=a%40b.c');
  });

  it('identical GETs in flight share one call; each caller checks it with its own schema', async () => {
    let release!: () => void;
    answers.push(() => new Promise<Response>((resolve) => (release = () => resolve(json(200, { data: [1, 2] })))));
    answers.push(() => json(200, { data: [] }));
    const first = http.get('/list');
    const second = http.get('/list', { schema: { parse: (body) => (body as { data: number[] }).data.length } });
    const other = http.get('/list', { params: { page: 1 } });
    // The first call and the other page's are on the wire (the second shares the first's) before the answer.
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    release();
    expect(await first).toEqual({ data: [1, 2] });
    expect(await second).toBe(2);
    await other;
    expect(sent.map((call) => call.url.search)).toEqual(['?v=0.0.0-test', '?page=1&v=0.0.0-test']);
  });
});

describe('files', () => {
  it('an upload is sent as multipart with the browser-made boundary and answered as JSON', async () => {
    answers.push(() => json(200, { data: { imported: 3, changed: 1 } }));
    const form = new FormData();
    form.append('file', new File(['{}'], 'texts.json', { type: 'application/json' }));
    expect(await http.upload('/common/l10n/import', form)).toEqual({ data: { imported: 3, changed: 1 } });
    expect(sent[0]!.method).toBe('POST');
    // No content type of ours: fetch writes multipart/form-data with its boundary.
    expect(sent[0]!.headers.get('content-type')).toBeNull();
  });

  it('a download answers the body as a Blob and still carries the token', async () => {
    localStorage.setItem('token', 'access-1');
    answers.push(
      () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: { 'content-type': 'application/octet-stream' },
        }),
    );
    const blob = await http.download('/common/l10n/export.xlsx');
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer access-1');
  });
});

describe('failures', () => {
  it('a 4xx rejects with the server error and its field errors', async () => {
    answers.push(() =>
      json(400, {
        error: { code: 'BAD_REQUEST', message: 'Invalid' },
        errors: [{ fieldName: 'email', errorText: 'Invalid email' }],
      }),
    );
    const error = (await http.post('/users', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message]).toEqual([400, 'BAD_REQUEST', 'Invalid']);
    expect(error.fieldError('email')).toBe('Invalid email');
  });

  it('a 5xx tells the shell (which shows service.serverError) and rejects', async () => {
    const onServerError = vi.fn();
    const restore = setHttpHooks({ onServerError });
    answers.push(() => json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' }, errors: [] }));
    await expect(http.get('/health')).rejects.toMatchObject({ status: 503 });
    expect(onServerError).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', path: '/health' }), 503);
    restore();
  });

  it('no answer at all marks the server unavailable until any answer comes', async () => {
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.get('/anything')).rejects.toMatchObject({ isNetworkError: true, status: 0 });
    expect(isServerAvailable()).toBe(false);
    answers.push(() => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' }, errors: [] }));
    await expect(http.get('/anything')).rejects.toMatchObject({ status: 404 });
    expect(isServerAvailable()).toBe(true);
  });
});

describe('401', () => {
  it('a GET is sent again once when the handler says retry, and not a third time', async () => {
    const onUnauthorized = vi.fn(() => 'retry' as const);
    const restore = setHttpHooks({ onUnauthorized });
    answers.push(() => json(401, { error: { code: 'UNAUTHORIZED', message: 'Please log in' }, errors: [] }));
    answers.push(() => json(200, { data: 'second time' }));
    expect(await http.get('/users/current')).toEqual({ data: 'second time' });
    answers.push(
      () => json(401, {}),
      () => json(401, {}),
    );
    await expect(http.get('/users/current')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(3);
    restore();
  });

  it('a POST is never sent again; the handler runs once (it opens the login modal)', async () => {
    const onUnauthorized = vi.fn(() => 'retry' as const);
    const restore = setHttpHooks({ onUnauthorized });
    answers.push(() => json(401, {}));
    await expect(http.put('/users/current', { firstName: 'A' })).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT' }));
    restore();
  });

  it('a call whose 401 is its own answer (a wrong password) skips the handler', async () => {
    const onUnauthorized = vi.fn(() => 'retry' as const);
    const restore = setHttpHooks({ onUnauthorized });
    answers.push(() => json(401, { error: { code: 'INVALID_CLIENT', message: 'Unknown client' }, errors: [] }));
    await expect(http.post('/oauth2/token', {}, { fromRoot: true, ownUnauthorized: true })).rejects.toMatchObject({
      code: 'INVALID_CLIENT',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    restore();
  });
});
