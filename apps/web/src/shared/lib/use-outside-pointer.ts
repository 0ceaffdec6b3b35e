import { useEffect, type RefObject } from 'react';

/** While `active`, a press anywhere outside `inside` calls `onOutside` (a pop-up closes). */
export function useOutsidePointer(inside: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!inside.current?.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [inside, active, onOutside]);
}
