import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { DESKTOP_BREAKPOINT } from './constants';

/**
 * The viewport width a render on a server lays out for (the build's prerender renders the page
 * once wide and once narrow, apps/web/src/prerender). A browser never reads it.
 */
export const ServerViewportWidth = createContext(DESKTOP_BREAKPOINT + 1);

/**
 * Whether a media query matches a viewport `width` px wide: `(min-width: Npx)` and
 * `(max-width: Npx)`, joined by `and`; any other feature (motion, colour scheme) reads as not
 * asked for.
 */
export function matchesWidth(query: string, width: number): boolean {
  const conditions = query.split(/\s+and\s+/);
  return conditions.every((condition) => {
    const match = /^\(\s*(min|max)-width:\s*(\d+(?:\.\d+)?)px\s*\)$/.exec(condition.trim());
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1] === 'min' ? width >= limit : width <= limit;
  });
}

/** Whether a CSS media query matches, following changes (resize, rotation). */
export function useMediaQuery(query: string): boolean {
  const serverWidth = useContext(ServerViewportWidth);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => matchesWidth(query, serverWidth),
  );
}

/** Desktop: a viewport wider than 768 px (Product specification, shell §9). */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT + 1}px)`);
}

/**
 * The user asked the system for less motion (WCAG 2.3.3): Ant Design's transitions, the modals'
 * zoom and the selects' slide, are left out.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
