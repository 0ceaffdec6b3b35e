import { useSyncExternalStore } from 'react';

/**
 * The server-availability flag of spec/shell.md §3 (starts true): a call that gets no answer
 * marks the server unavailable, any answer marks it available again.
 */
let available = true;
const listeners = new Set<() => void>();

export function isServerAvailable(): boolean {
  return available;
}

export function setServerAvailable(value: boolean): void {
  if (value === available) return;
  available = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServerAvailable(): boolean {
  return useSyncExternalStore(subscribe, isServerAvailable);
}
