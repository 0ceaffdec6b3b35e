/**
 * The orders list shows each order expanded (its route, price, cargo reference and the status
 * and carrier of each of its delivery orders) or brief (one line each). The choice lives in the
 * address (`view=brief`), so a reload, Back and a shared link keep it; expanded is the default.
 */
export const VIEW_MODES = ['expanded', 'brief'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const VIEW_PARAM = 'view';

export function viewModeOf(value: string | null | undefined): ViewMode {
  return value === 'brief' ? 'brief' : 'expanded';
}

/** The address's query with the view set; the default leaves the address. */
export function withViewMode(search: string | URLSearchParams, mode: ViewMode): URLSearchParams {
  const next = new URLSearchParams(search);
  if (mode === 'expanded') next.delete(VIEW_PARAM);
  else next.set(VIEW_PARAM, mode);
  return next;
}
