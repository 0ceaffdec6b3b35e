import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  RateLimitedError,
  type RateLimitsService,
  type RouteLimit,
  type Ticket,
} from '../modules/rate-limits/index.js';
import { errorBody } from './errors.js';

/**
 * A route's rate limits: the rules it counts (modules/rate-limits/rules.ts) and, for rules that
 * count failures only, what a success is — by default any answer below 400; a route whose
 * success is another answer (a sign-in that asks for the second factor) says so.
 */
export interface RouteRateLimit {
  limits: RouteLimit[];
  succeeded?: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
  interface FastifyRequest {
    rateTickets: Ticket[] | undefined;
  }
}

/**
 * Counts the tries of routes that declare `config.rateLimit` before their handler runs (after
 * validation and access, so a rule may key on the body or the caller) and settles them when
 * the answer is known. Routes without limits get no hook and pay nothing.
 */
export const rateLimitPlugin = fp<{ rateLimits: RateLimitsService }>(
  async (app, { rateLimits }) => {
    app.decorateRequest('rateTickets', undefined);

    async function count(request: FastifyRequest) {
      const { limits } = request.routeOptions.config.rateLimit!;
      const tickets: Ticket[] = [];
      request.rateTickets = tickets;
      for (const { rule, key, cost } of limits) {
        const value = key(request);
        if (value === undefined) continue;
        tickets.push(await rateLimits.take(rule, value, cost?.(request) ?? 1));
      }
    }

    async function settle(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const tickets = request.rateTickets;
      if (!tickets?.length) return payload;
      request.rateTickets = undefined;
      const { succeeded } = request.routeOptions.config.rateLimit!;
      const success = succeeded ? succeeded(request, reply) : reply.statusCode < 400;
      let suspended: { ticket: Ticket; seconds: number } | undefined;
      for (const ticket of tickets) {
        const seconds = await rateLimits.settle(ticket, success);
        if (seconds !== undefined) suspended ??= { ticket, seconds };
      }
      // The failure that reaches the limit is answered as the suspension it starts (the spec's
      // fifth wrong password), not as one more wrong password.
      if (!suspended || reply.statusCode >= 500) return payload;
      void reply.code(429).header('retry-after', String(suspended.seconds));
      return JSON.stringify(errorBody(request.language, suspended.ticket.rule.code));
    }

    app.addHook('onRoute', (route) => {
      if (!route.config?.rateLimit) return;
      route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), count];
      route.onSend = [...(route.onSend ? [route.onSend].flat() : []), settle];
    });
  },
  { name: 'rate-limit' },
);

export { RateLimitedError };
