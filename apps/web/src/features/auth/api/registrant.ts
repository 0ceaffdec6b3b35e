/** Who registers: a client (cargo owner) or a partner (carrier, forwarder), each under its own API path. */
export type Registrant = 'client' | 'partner';

export const REGISTRANTS: readonly Registrant[] = ['client', 'partner'];

/** The base of a registrant's registration calls (Product specification, domain §7, "Auth and users"). */
export const REGISTRANT_BASE: Record<Registrant, string> = {
  client: '/clients',
  partner: '/users/partners',
};
