import { useEffect, useSyncExternalStore } from 'react';

/**
 * The name a system page gives the browser tab in place of its route's: the not-found and the
 * access-denied pages stand where another page was asked for, so the route's name would be wrong.
 * The shell's `DocumentTitle` reads it; the last page shown wins, and it goes when that page does.
 */
const shown: { title: string }[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Names the tab while the calling page is on screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const entry = { title };
    shown.push(entry);
    changed();
    return () => {
      shown.splice(shown.indexOf(entry), 1);
      changed();
    };
  }, [title]);
}

/** The name a system page on screen gives the tab, if one is. */
export function usePageTitleOverride(): string | undefined {
  const current = () => shown.at(-1)?.title;
  // A render on a server (the build's prerender) runs no effect: no system page has named the tab.
  return useSyncExternalStore(subscribe, current, () => undefined);
}
