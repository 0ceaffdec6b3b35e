import type { OrderParty } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../auth/index.js';
import { latestOwnOrderDetails } from './orders.repo.js';

/** The orders read for their parties: the organization's latest, enough for a choice list. */
const RECENT_ORDERS = 50;

/**
 * The shippers, consignees and notify parties of the caller's organization's own latest orders
 * (never another organization's, nor orders it only carries), each once (by name and address),
 * the most recent first: what the booking form offers to fill a party with.
 */
export async function savedParties(db: Db, caller: Caller): Promise<OrderParty[]> {
  const seen = new Map<string, OrderParty>();
  for (const details of await latestOwnOrderDetails(db, caller.organizationId, RECENT_ORDERS))
    for (const party of [details.shipper, details.consignee, ...details.notifyParties]) {
      const key = `${party.name.trim().toLowerCase()}\n${party.address.trim().toLowerCase()}`;
      if (!seen.has(key)) seen.set(key, party);
    }
  return [...seen.values()];
}
