import type { QueryParams } from '../../../shared/http';

/**
 * What every list of these screens takes (docs/architecture.md §3): `page` from 0, `size`, `sort=field,dir`,
 * the `filters` JSON list, the free-text `search`, and a screen's own parameters (`kind=COMMON`).
 */
export type ScreenListParams = QueryParams & { page: number; size: number };

/** A page of a list. */
export interface Page<T> {
  items: T[];
  total: number;
}
