import { REGISTRANTS, type Registrant } from '../api/registrant';

/**
 * A registration waiting for its code. It lives in the history state of /auth/register, so a
 * reload keeps the second step (and the countdown) without storing anything; the password never
 * goes there — after a reload the user logs in by hand once the e-mail is confirmed.
 */
export interface PendingRegistration {
  registrant: Registrant;
  id: number;
  email: string;
  /** When the last code was mailed (epoch ms). */
  sentAt: number;
}

export interface RegisterPageState {
  registration: PendingRegistration;
}

export function pendingRegistrationOf(state: unknown): PendingRegistration | null {
  if (typeof state !== 'object' || state === null || !('registration' in state)) return null;
  const value = (state as { registration: unknown }).registration;
  if (typeof value !== 'object' || value === null) return null;
  const { registrant, id, email, sentAt } = value as Record<string, unknown>;
  if (
    !REGISTRANTS.includes(registrant as Registrant) ||
    typeof id !== 'number' ||
    typeof email !== 'string' ||
    typeof sentAt !== 'number'
  )
    return null;
  return { registrant: registrant as Registrant, id, email, sentAt };
}
