import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The rate limits (docs/decisions.md D93). A rule counts
 * tries under a key in fixed windows; a try past `limit` is answered 429 with Retry-After.
 * Adding a rule is one entry here; a route names it in `config.rateLimit`, a service passes
 * it to `RateLimitsService.take` with a key of its own.
 */
export interface RateRule {
  /** Part of the counter's key: changing it starts the rule's counters afresh. */
  name: string;
  limit: number;
  windowSeconds: number;
  /**
   * `tries`: every request counts. `failures`: a request its route answers as a success gives
   * its try back, so only failures add up (a right password, a right code).
   */
  counts: 'tries' | 'failures';
  /** A success clears the key's failures, not just its own try (the right password from that source). */
  successResets?: boolean;
  /** A failure that reaches the limit holds the key refused this long from then (a suspension). */
  blockSeconds?: number;
  /** The refusal: the spec's suspension wording for sign-in, the general one otherwise. */
  code: 'TOO_MANY_REQUESTS' | 'ACCOUNT_SUSPENDED';
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const rule = (name: string, limit: number, windowSeconds: number, more: Partial<RateRule> = {}): RateRule => ({
  name,
  limit,
  windowSeconds,
  counts: 'tries',
  code: 'TOO_MANY_REQUESTS',
  ...more,
});

export const RULES = {
  /**
   * The spec's lockout (Product specification, shell §4; domain §9): 5 wrong passwords within 15 minutes suspend
   * sign-in for 5 minutes — of that address from that source only, so a stranger's guesses do
   * not lock the owner out of their own devices. Unknown addresses are counted the same way.
   */
  signInAddressSource: rule('sign-in.address+source', 5, 15 * MINUTE, {
    counts: 'failures',
    successResets: true,
    blockSeconds: 5 * MINUTE,
    code: 'ACCOUNT_SUSPENDED',
  }),
  /**
   * Wrong second-factor codes, per account: whoever guesses has the password already, so the
   * source tells nothing. The same numbers as the password's: 5 within 15 minutes suspend the
   * second step for 5 minutes (two-factor/factor-checks.ts).
   */
  secondFactorAccount: rule('second-factor.account', 5, 15 * MINUTE, {
    counts: 'failures',
    successResets: true,
    blockSeconds: 5 * MINUTE,
    code: 'ACCOUNT_SUSPENDED',
  }),
  /** One source guessing many addresses (credential stuffing); an office behind one NAT stays well below. */
  signInSource: rule('sign-in.source', 50, 15 * MINUTE, { counts: 'failures' }),
  /** Each registration mails its address: a few an hour per address, a few more per source. */
  registerAddress: rule('register.address', 3, HOUR),
  registerSource: rule('register.source', 10, HOUR),
  /** Each recovery mails its address. */
  recoveryAddress: rule('recovery.address', 3, HOUR),
  recoverySource: rule('recovery.source', 20, HOUR),
  /** Wrong confirmation codes per address a day, across every code mailed to it (NIST SP 800-63B §5.2.2). */
  confirmCodeAddress: rule('confirm-code.address', 10, DAY, { counts: 'failures' }),
  confirmCodeSource: rule('confirm-code.source', 30, HOUR, { counts: 'failures' }),
  /** New codes per address a day (each is a mail), besides the minute between two. */
  regenerateCodeAddress: rule('regenerate-code.address', 5, DAY),
  regenerateCodeSource: rule('regenerate-code.source', 20, HOUR),
  /**
   * White-label hand-over codes a user asks for (one per sign-in on the marketplace's own host):
   * each is a row until it expires, so a loop asking for them is cut short.
   */
  handoverUser: rule('handover.user', 20, 10 * MINUTE),
  /**
   * Wrong hand-over codes presented from one source. A code is 256 random bits, so guessing is
   * hopeless, but each guess still costs a query; a browser presents one right code per hand-over.
   */
  handoverRedeemSource: rule('handover.redeem.source', 20, 15 * MINUTE, { counts: 'failures' }),
  /** Recipients of mails a signed-in person sends to addresses they type (orders by e-mail). */
  mailRecipientsAccount: rule('mail.recipients.account', 50, HOUR),
  mailRecipientsSource: rule('mail.recipients.source', 100, HOUR),
  /** Addresses outside the product (no user has them) an organization mails a day. */
  outsideRecipientsOrganization: rule('mail.outside.organization', 100, DAY),
} satisfies Record<string, RateRule>;

/**
 * The caller's source address: the socket's, or the proxy's X-Forwarded-For where TRUST_PROXY
 * says (Fastify's `request.ip`). An IPv6 address counts by its /64, which one subscriber gets
 * whole: counting single addresses there would let one caller be a billion sources.
 */
export function sourceOf(request: FastifyRequest): string {
  const ip = request.ip;
  if (isIP(ip) !== 6 || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const groups = expandIpv6(ip);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function expandIpv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}

/** A route's use of a rule: the key it counts under (none: the rule does not apply) and the cost. */
export interface RouteLimit {
  rule: RateRule;
  key: (request: FastifyRequest) => string | undefined;
  cost?: (request: FastifyRequest) => number;
}

/** A rule counted per source address. */
export const perSource = (rule: RateRule): RouteLimit => ({ rule, key: sourceOf });

/** A rule counted per user, on a route that requires sign-in (its caller is known before the count). */
export const perUser = (rule: RateRule): RouteLimit => ({ rule, key: (request) => `user ${request.caller.userId}` });

/** A rule counted per e-mail in the body (lower case), e.g. the address a recovery mails. */
export const perBodyEmail = (rule: RateRule, field = 'email'): RouteLimit => ({
  rule,
  key: (request) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  },
});
