import type { CurrentUser } from '@cargo/domain';
import { createValueStore } from '../lib/value-store';

/** `loading` until the start-up sequence has asked who the user is (Product specification, shell §4, step 1 and 7). */
export interface SessionState {
  status: 'loading' | 'ready';
  user: CurrentUser | null;
}

/** A server render (the build's prerender) is a guest's: no one is signed in there. */
export const sessionStore = createValueStore<SessionState>(
  { status: 'loading', user: null },
  { onServer: { status: 'ready', user: null } },
);

export const currentUser = (): CurrentUser | null => sessionStore.get().user;

export function setUser(user: CurrentUser | null): void {
  sessionStore.set({ status: 'ready', user });
}

export const useSession = sessionStore.use;
