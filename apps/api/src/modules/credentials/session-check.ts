import type { Caller } from '../auth/index.js';

/**
 * How long an answer of "this session still stands" is trusted. A session ended on another
 * instance (or a user blocked there) is refused here at most this long after; one ended in this
 * process is refused at once (`sessionsEnded`). A second keeps a busy user's page views at one
 * indexed lookup a second instead of one a request.
 */
export const SESSION_CHECK_MS = 1000;

/**
 * Counts the sessions this process has ended. A check remembered before the latest end is not
 * trusted any more: signing out or blocking takes effect on this instance with the next request.
 */
let endings = 0;

/** Called whenever sessions end (sign-out, a blocked user, a changed password, token reuse). */
export function sessionsEnded(): void {
  endings += 1;
}

interface Remembered {
  active: boolean;
  endings: number;
}

export type SessionCheck = (caller: Caller) => Promise<boolean>;

/**
 * Whether a caller's session still stands, asked of `isActive` at most once a `maxAgeMs` per
 * session. The memory is dropped whole every `maxAgeMs`, so it holds no more than the sessions
 * seen in that time and no answer older than that.
 */
export function cachedSessionCheck(
  isActive: (caller: Caller) => Promise<boolean>,
  { maxAgeMs = SESSION_CHECK_MS, now = Date.now } = {},
): SessionCheck {
  let remembered = new Map<string, Remembered>();
  let since = now();
  return async (caller) => {
    const time = now();
    if (time - since >= maxAgeMs) {
      remembered = new Map();
      since = time;
    }
    const known = remembered.get(caller.sessionId);
    if (known && known.endings === endings) return known.active;
    const asked = endings;
    const active = await isActive(caller);
    remembered.set(caller.sessionId, { active, endings: asked });
    return active;
  };
}
