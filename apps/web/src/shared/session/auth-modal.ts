import { createValueStore } from '../lib/value-store';

/** The login modal of Product specification, shell §3: open with an optional hint, closed by clearing the hint. */
export interface AuthModalState {
  open: boolean;
  hint: string | null;
}

const store = createValueStore<AuthModalState>({ open: false, hint: null });

export const useAuthModal = store.use;
export const authModalState = store.get;
export const openAuthModal = (hint: string | null = null): void => void store.set({ open: true, hint });
export const closeAuthModal = (): void => void store.set({ open: false, hint: null });
