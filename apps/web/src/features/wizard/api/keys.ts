/** Query keys of the wizard: a calculation by its id, as the wizard or the widget reads it. */
export const wizardKeys = {
  all: ['calculations'] as const,
  calculation: (id: string, isWidget: boolean) => [...wizardKeys.all, id, isWidget] as const,
};
