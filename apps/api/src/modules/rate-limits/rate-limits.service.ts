import type { Db } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import { sha256 } from '../credentials/index.js';
import { block, hit, refund, reset, sweep } from './rate-limits.repo.js';
import type { RateRule } from './rules.js';

/** A 429: the rule's wording, and when to try again (RFC 9110 §10.2.3, Retry-After). */
export class RateLimitedError extends AppError {
  constructor(
    readonly rule: RateRule,
    readonly retryAfter: number,
  ) {
    super(rule.code, { retryAfter });
  }
}

/** A try counted under a rule, to be settled once the outcome is known. */
export interface Ticket {
  rule: RateRule;
  counter: string;
  cost: number;
  hits: number;
}

export interface RateLimitsService {
  /** Counts `cost` tries under the rule and key; past the limit throws RateLimitedError (429). */
  take(rule: RateRule, key: string, cost?: number): Promise<Ticket>;
  /**
   * Settles a try of a `failures` rule: a success gives it back; a failure that reached the
   * limit starts the rule's suspension and answers its length in seconds (the caller answers 429).
   */
  settle(ticket: Ticket, succeeded: boolean): Promise<number | undefined>;
}

/** Every this many tries, counters whose window ended are deleted. */
const SWEEP_EVERY = 1000;

/** Rate limits kept in the database (rate_counters), so they hold across instances. */
export function createRateLimitsService(db: Db): RateLimitsService {
  let tries = 0;

  return {
    async take(rule, key, cost = 1) {
      // The key is hashed: the table keeps no e-mail or address in clear.
      const counter = `${rule.name}:${sha256(key)}`;
      if (++tries % SWEEP_EVERY === 0) await sweep(db);
      const { hits, retryAfter } = await hit(db, counter, cost, rule.windowSeconds);
      if (hits > rule.limit) throw new RateLimitedError(rule, retryAfter);
      return { rule, counter, cost, hits };
    },

    async settle(ticket, succeeded) {
      const { rule } = ticket;
      if (rule.counts !== 'failures') return undefined;
      if (succeeded) {
        await (rule.successResets ? reset(db, ticket.counter) : refund(db, ticket.counter, ticket.cost));
        return undefined;
      }
      if (rule.blockSeconds && ticket.hits >= rule.limit) return block(db, ticket.counter, rule.blockSeconds);
      return undefined;
    },
  };
}
