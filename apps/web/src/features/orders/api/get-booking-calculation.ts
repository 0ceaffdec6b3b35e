import { useQuery } from '@tanstack/react-query';
import { calculationQueryOptions } from '../../../shared/calculations';

/**
 * The calculation of the booking page, read where the wizard reads it; read again on every visit
 * (it may have gone outdated since the results showed); idle without one.
 */
export function useBookingCalculation(id: string | null) {
  return useQuery({ ...calculationQueryOptions(id ?? '', false), staleTime: 0, enabled: id !== null });
}
