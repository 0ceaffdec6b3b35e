import { useQuery } from '@tanstack/react-query';
import { calculationQueryOptions } from '../../../shared/calculations';

/** The calculation the wizard's hash names; idle without one. */
export function useCalculation(id: string | null, isWidget: boolean) {
  return useQuery({ ...calculationQueryOptions(id ?? '', isWidget), enabled: id !== null });
}
