import { useCallback, useState } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../shared/lib/storage';

/**
 * The left menu's open flag (Product specification, shell §3, §4): toggled or set explicitly, and saved under
 * `isLeftMenuOpen`. Open unless the user closed it.
 */
export function useLeftMenuOpen(): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpenState] = useState(() => readStorage(STORAGE_KEYS.isLeftMenuOpen) !== 'false');
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeStorage(STORAGE_KEYS.isLeftMenuOpen, String(next));
  }, []);
  return [open, setOpen];
}
