import { useState } from 'react';

export interface DrawerOpening<T> {
  /** The drawer's React key: a new one at each opening, so it starts afresh from `target`. */
  key: number;
  open: boolean;
  /** What the drawer was last opened for (still there while it slides shut). */
  target: T;
  openWith: (target: T) => void;
  close: () => void;
}

/**
 * A screen's drawer: what it is open for and whether it is open. Each opening mounts the drawer
 * anew (give it `key`), so a form never shows the input of the previous opening; closing keeps the
 * target, so the drawer slides shut with its content.
 */
export function useDrawer<T>(initial: T): DrawerOpening<T> {
  const [state, setState] = useState({ open: false, target: initial, opening: 0 });
  return {
    key: state.opening,
    open: state.open,
    target: state.target,
    openWith: (target) => setState((current) => ({ open: true, target, opening: current.opening + 1 })),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
