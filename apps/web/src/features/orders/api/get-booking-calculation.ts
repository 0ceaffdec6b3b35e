import { calculationSchema, dataOf, type Calculation } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { ordersKeys, retryServerFailures } from './keys';

const responseSchema = dataOf(calculationSchema);

/** GET /api/v1/orders/calculations/{id} — the calculation a booking books a quotation of. */
export async function getBookingCalculation(id: string): Promise<Calculation> {
  const body = await http.get(`/orders/calculations/${encodeURIComponent(id)}`, { schema: responseSchema });
  return body.data;
}

/** The calculation of the booking page; idle without one. */
export function useBookingCalculation(id: string | null) {
  return useQuery({
    queryKey: ordersKeys.calculation(id ?? ''),
    queryFn: () => getBookingCalculation(id!),
    enabled: id !== null,
    retry: retryServerFailures,
  });
}
