import fp from 'fastify-plugin';

/**
 * Who may call a route. Identity and roles arrive with the auth module; until then the only
 * declaration is 'public'. The rule that matters is already here: a route under /api that
 * declares nothing is refused at start-up, so nothing is open by accident.
 */
export type RouteAccess = 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Paths whose routes a library registers (the OpenAPI viewer): public by nature. */
const LIBRARY_PREFIXES = ['/api/docs'];

export const accessPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || LIBRARY_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
      const access = (route.config as { access?: RouteAccess } | undefined)?.access;
      if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    });
  },
  { name: 'access' },
);
