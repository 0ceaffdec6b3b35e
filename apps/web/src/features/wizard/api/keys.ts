/**
 * Query keys of the wizard: a calculation by its id, as the wizard or the widget reads it, as its
 * public page reads it, and its history. All of one id share its prefix, so a change to it refreshes them all.
 */
export const wizardKeys = {
  all: ['calculations'] as const,
  calculation: (id: string, isWidget: boolean) => [...wizardKeys.all, id, isWidget] as const,
  publicCalculation: (id: string) => [...wizardKeys.all, id, 'public'] as const,
  history: (id: string) => [...wizardKeys.all, id, 'history'] as const,
  /** The calculation an order was booked from (the wizard's hash may name the order). */
  orderCalculation: (orderId: number) => [...wizardKeys.all, 'order', orderId] as const,
};
