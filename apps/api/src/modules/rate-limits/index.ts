/**
 * The entry of the rate limits module: what other modules, server.ts, the seed and the tests may use.
 * The rate limits of the routes and services (rules.ts) and their counters.
 */
export {
  createRateLimitsService,
  RateLimitedError,
  type RateLimitsService,
  type Ticket,
} from './rate-limits.service.js';
export { perBodyEmail, perSource, perUser, type RouteLimit, RULES, sourceOf } from './rules.js';
