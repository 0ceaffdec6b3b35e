import type { MenuArea } from '../menu-model';
import { ADMIN_MENU } from './admin-menu';
import { CLIENT_MENU } from './client-menu';
import { PARTNER_MENU } from './partner-menu';

/**
 * The whole menu model of the areas, before it is cut to what a user may open. A module of its
 * own, loaded once someone is signed in (menu-items.tsx): its hundred icons are no part of a
 * guest's first screen (issue 30's size budget, scripts/bundle-budget.mjs).
 */
export const MENU_AREAS: readonly MenuArea[] = [CLIENT_MENU, PARTNER_MENU, ADMIN_MENU];
