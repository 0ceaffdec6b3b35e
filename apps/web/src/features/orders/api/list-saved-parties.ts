import { dataOf, orderPartySchema, type OrderParty } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http, retryServerFailures } from '../../../shared/http';
import { ordersKeys } from './keys';

const responseSchema = dataOf(z.array(orderPartySchema));

/** GET /api/v1/orders/parties — the parties of the organization's own latest orders, each once. */
export async function listSavedParties(): Promise<OrderParty[]> {
  return (await http.get('/orders/parties', { schema: responseSchema })).data;
}

/** The booking form's choices of a party; none until (or unless) they are in. */
export function useSavedParties() {
  return useQuery({ queryKey: ordersKeys.parties(), queryFn: listSavedParties, retry: retryServerFailures });
}
