import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoleHolder } from '@cargo/domain';
import { AppError } from '../errors.js';
import type { AccessTokens, Caller } from '../modules/auth/index.js';
import type { SessionCheck } from '../modules/credentials/index.js';

/**
 * Who may call a route (docs/architecture.md §5: the API denies by default). Every route under /api
 * declares one of:
 * - `'public'`: anyone; a handler that cares who calls asks `request.optionalCaller()`;
 * - `'signedIn'`: any valid access token;
 * - a check of packages/domain's access rules (`isOperator`, `isOrganizationAdmin`, …): a valid
 *   token whose roles pass it. Objects of another organization are the service's business (404).
 * A route that declares nothing makes the server refuse to start, so nothing is open by accident.
 */
export type AccessCheck = (holder: RoleHolder) => boolean;
export type RouteAccess = 'public' | 'signedIn' | AccessCheck;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Every route under /api with its declared access, for the test that checks them all. */
    readonly routeAccess: ReadonlyMap<string, RouteAccess>;
  }
  interface FastifyRequest {
    /** The caller of a route that requires sign-in; set before the handler runs. */
    caller: Caller;
    /** On a public route: the caller when a valid bearer token came, otherwise undefined. */
    optionalCaller(): Promise<Caller | undefined>;
  }
}

/** Paths whose routes a library registers (the OpenAPI viewer): public by nature. */
const LIBRARY_PREFIXES = ['/api/docs'];
/** The API and the OAuth2 token endpoint at the server root. */
const PROTECTED_PREFIXES = ['/api/', '/oauth2/'];

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || !/^Bearer /i.test(header)) return undefined;
  return header.slice(7).trim() || undefined;
}

export interface AccessPluginOptions {
  accessTokens: AccessTokens;
  /** Whether the token's session still stands (not signed out, user not blocked); cached briefly. */
  isSessionActive: SessionCheck;
}

/** Methods that only read. */
export const READS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export const accessPlugin = fp<AccessPluginOptions>(
  async (app, { accessTokens, isSessionActive }) => {
    const declared = new Map<string, RouteAccess>();
    app.decorate('accessTokens', accessTokens);
    app.decorate('routeAccess', declared);
    app.decorateRequest('caller', null as unknown as Caller);
    /**
     * The caller of a token whose session still stands. A user blocked or signed out a moment
     * ago is refused on every route, reads included: the token alone would let them act for
     * the rest of its few minutes.
     */
    async function liveCaller(token: string): Promise<Caller> {
      const caller = await accessTokens.verify(token);
      if (!caller || !(await isSessionActive(caller))) throw new AppError('UNAUTHORIZED');
      return caller;
    }

    // A public route called with a dead token answers 401 rather than as to a guest: a guest's
    // answer given silently to a signed-out user would save their work where nobody sees it.
    app.decorateRequest('optionalCaller', async function optionalCaller(this: FastifyRequest) {
      const token = bearerToken(this);
      return token ? liveCaller(token) : undefined;
    });

    async function requireCaller(request: FastifyRequest, _reply: FastifyReply) {
      const access = request.routeOptions.config.access;
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED');
      const caller = await liveCaller(token);
      if (typeof access === 'function' && !access(caller)) throw new AppError('FORBIDDEN');
      request.caller = caller;
    }

    app.addHook('onRoute', (route) => {
      if (
        !PROTECTED_PREFIXES.some((prefix) => route.url.startsWith(prefix)) ||
        LIBRARY_PREFIXES.some((prefix) => route.url.startsWith(prefix))
      )
        return;
      const access = (route.config as { access?: RouteAccess } | undefined)?.access;
      if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
      for (const method of [route.method].flat()) declared.set(`${method} ${route.url}`, access);
      // Public routes get no hook at all: the health check pays nothing for sign-in.
      if (access === 'public') return;
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [requireCaller, ...existing];
    });
  },
  { name: 'access' },
);
