import type { App } from '../../server.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that changes nothing a quote reads (a quote itself): the pricing index is not told of it. */
    pricingUnchanged?: true;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write through this instance marks its pricing index stale once the write has committed (its
 * answer is on the way), so that the next quote here sees it at once; changes made elsewhere
 * reach quotes within FRESH_MS (pricing-index.service.ts). Any write counts but those of routes
 * that say they change nothing a quote reads: telling the index costs one read of the database.
 */
export function markPricingStaleOnWrites(app: App): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS.has(request.method) && !request.routeOptions.config.pricingUnchanged)
      app.services.pricingIndex.markStale();
    done(null, payload);
  });
}
