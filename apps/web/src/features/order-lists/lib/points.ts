import type { QuotePoint } from '@cargo/domain';

/** "Shanghai (CNSHA)": a hub with its code, a door by its city's name; an unknown end as a dash. */
export const pointText = (point: QuotePoint | null | undefined): string =>
  point ? (point.code ? `${point.name} (${point.code})` : point.name) : '—';

/** "Shanghai → Moscow": a route in one line, for a brief row and for what a screen reader says. */
export const routeText = (from: QuotePoint | null | undefined, to: QuotePoint | null | undefined): string =>
  `${pointText(from)} → ${pointText(to)}`;
