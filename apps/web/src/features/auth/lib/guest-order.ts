import { calculationIdParamsSchema } from '@cargo/domain';
import { useLocation } from 'react-router';
import { GUEST_ORDER_PARAMETER } from '../../../shared/session';

/**
 * The calculation a guest made before signing in, from the sign-in page's query
 * (`?guestOrderId=<uuid>`, the wizard's "Log in / Register to view the details"). Only a
 * calculation id (a UUID, as the calculations' contract names it) is passed on: anything else in
 * the address would make the token call refuse the sign-in itself.
 */
export function guestOrderIdOf(search: string): string | undefined {
  const value = new URLSearchParams(search).get(GUEST_ORDER_PARAMETER)?.trim();
  return value && calculationIdParamsSchema.shape.id.safeParse(value).success ? value : undefined;
}

/** The guest's calculation named in this page's query, to send with the sign-in. */
export function useGuestOrderId(): string | undefined {
  return guestOrderIdOf(useLocation().search);
}
