import { useEffect } from 'react';

let locks = 0;
let previousOverflow = '';

/** Keeps the page behind a dialog or the burger menu from scrolling while mounted. */
export function useBodyScrollLock(active = true): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = previousOverflow;
    };
  }, [active]);
}
