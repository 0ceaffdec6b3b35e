/** Local storage keys of Product specification, shell §3; the only names the web app stores under. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  intervalUpdateToken: 'intervalUpdateToken',
  redirectTo: 'redirectTo',
  userLang: 'userLang',
  isLeftMenuOpen: 'isLeftMenuOpen',
  scrollPositionLeftMenu: 'scrollPositionLeftMenu',
  /** When someone last signed in, in any tab: other tabs follow the change (Product specification, shell §3, §4). */
  lastLogin: 'lastLogin',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Reads a key; storage that is switched off or full (private windows, quotas) reads as empty. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: the value lives for this page only.
  }
}

/** Calls back when another tab changes the key (the `storage` event never fires in the tab that wrote). */
export function onStorageChange(key: StorageKey, listener: (value: string | null) => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener(readStorage(key));
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
