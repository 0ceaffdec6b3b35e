import { useSyncExternalStore } from 'react';

/** One value outside React that components follow: read, set, and a hook that re-renders on change. */
export interface ValueStore<T> {
  get(): T;
  /** Sets the value; answers false, and tells nobody, when it is the same. */
  set(value: T): boolean;
  use(): T;
}

/**
 * `onServer` is what a render on a server (the build's prerender, apps/web/src/prerender) sees
 * instead of the value, where the two differ: the server has no browser state of its own.
 */
export function createValueStore<T>(initial: T, { onServer }: { onServer?: T } = {}): ValueStore<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const get = () => current;
  const getOnServer = onServer === undefined ? get : () => onServer;
  return {
    get,
    set(value) {
      if (Object.is(value, current)) return false;
      current = value;
      for (const listener of listeners) listener();
      return true;
    },
    use: () => useSyncExternalStore(subscribe, get, getOnServer),
  };
}
