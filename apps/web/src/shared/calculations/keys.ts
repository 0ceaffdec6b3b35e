/**
 * Query keys of a calculation, whoever reads it: the wizard and the widget, the booking pages, its
 * public page and its history. Everything of one id hangs under `calculationKeys.of(id)`, so a
 * change to it (renewed, saved, a price refined) refreshes every screen that shows it.
 */
export const calculationKeys = {
  all: ['calculations'] as const,
  of: (id: string) => [...calculationKeys.all, id] as const,
  detail: (id: string, isWidget: boolean) => [...calculationKeys.of(id), isWidget] as const,
  publicView: (id: string) => [...calculationKeys.of(id), 'public'] as const,
  history: (id: string) => [...calculationKeys.of(id), 'history'] as const,
};
