import type { Translate } from '../i18n';

/**
 * What a route may declare in its `handle`: its breadcrumb name (Product specification, shell §2 "breadcrumb
 * names exist for the sections"). Access rules of the areas will join it.
 */
export interface RouteHandle {
  crumb?: (t: Translate) => string;
  /**
   * The screen uses no Ant Design: it renders outside its scope, which then is not loaded
   * (app/layout/route-scope.tsx, issue 30).
   */
  plain?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
