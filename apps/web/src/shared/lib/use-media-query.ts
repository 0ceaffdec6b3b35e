import { useCallback, useSyncExternalStore } from 'react';
import { DESKTOP_BREAKPOINT } from './constants';

/** Whether a CSS media query matches, following changes (resize, rotation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // On the server (the prerendered home page) no query matches: the page settles on hydration.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
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
