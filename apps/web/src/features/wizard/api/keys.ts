import { calculationKeys } from '../../../shared/calculations';

/**
 * Query keys of the wizard: a calculation's own (shared/calculations) and the calculation an order
 * was booked from (the wizard's hash may name the order).
 */
export const wizardKeys = {
  ...calculationKeys,
  orderCalculation: (orderId: number) => [...calculationKeys.all, 'order', orderId] as const,
};
