import type { onSendHookHandler } from 'fastify';
import { READS } from '../../plugins/access.js';
import type { App } from '../../app.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that changes nothing a quote reads (a quote itself): the pricing index is not told of it. */
    pricingUnchanged?: true;
  }
}

/**
 * A write through this instance marks its pricing index stale once the write has committed (its
 * answer is on the way), so that the next quote here sees it at once; changes made elsewhere
 * reach quotes within FRESH_MS (pricing-index.service.ts). Any write counts but those of routes
 * that say they change nothing a quote reads: telling the index costs one read of the database.
 * The hook goes on the write routes only (as the access plugin's does): reads, the health check
 * among them, and quotes pay nothing for it.
 */
export function markPricingStaleOnWrites(app: App): void {
  const markStale: onSendHookHandler = (_request, _reply, payload, done) => {
    app.services.pricingIndex.markStale();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const writes = [route.method].flat().some((method) => !READS.has(method));
    if (!writes || route.config?.pricingUnchanged) return;
    const existing = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...existing, markStale];
  });
}
