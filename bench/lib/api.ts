/** The web app's public OAuth2 client (`web` with an empty secret), as docs/api.md says. */
const WEB_CLIENT_AUTHORIZATION = 'Basic d2ViOg==';

/** The password of every demo login (apps/api/src/db/seed/demo.ts). */
export const DEMO_PASSWORD = 'Demo12345';

/** The request never got an answer (as opposed to an answer with an error status). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/**
 * A signed-in user of a running server, talking to it as the web app does. The access token lives
 * five minutes: a 401 signs in again once and repeats the request.
 */
export class ApiClient {
  private token: string | undefined;

  constructor(
    readonly origin: string,
    private readonly email: string,
    private readonly password = DEMO_PASSWORD,
  ) {}

  async signIn(): Promise<void> {
    const response = await fetch(`${this.origin}/oauth2/token`, {
      method: 'POST',
      headers: { authorization: WEB_CLIENT_AUTHORIZATION, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: this.email, password: this.password }),
    });
    const body = (await response.json()) as { access_token?: string };
    if (!response.ok || !body.access_token)
      throw new Error(`sign-in of ${this.email} answered ${response.status}: ${JSON.stringify(body)}`);
    this.token = body.access_token;
  }

  /** A request with the bearer token and English answers; the response as it came. */
  async request(path: string, init: RequestInit = {}): Promise<Response> {
    if (!this.token) await this.signIn();
    const send = async () => {
      try {
        return await fetch(this.origin + path, {
          ...init,
          headers: { ...init.headers, authorization: `Bearer ${this.token}`, 'accept-language': 'en' },
        });
      } catch (error) {
        // undici says only "fetch failed"; the reason is its cause (a reset, a refused connection…).
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new NetworkError(`${init.method ?? 'GET'} ${path}: ${cause?.code ?? ''} ${cause?.message ?? error}`);
      }
    };
    let response = await send();
    if (response.status === 401) {
      await response.arrayBuffer();
      await this.signIn();
      response = await send();
    }
    return response;
  }

  /** The `data` of a JSON answer; anything but `expected` is an error with the body. */
  async data<T>(path: string, init: RequestInit = {}, expected = 200): Promise<T> {
    const response = await this.request(path, init);
    const text = await response.text();
    if (response.status !== expected)
      throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  }

  async bytes(path: string): Promise<Buffer> {
    const response = await this.request(path);
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
    return Buffer.from(await response.arrayBuffer());
  }
}
