import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Navigation state a link can set to keep the scroll position: `navigate(to, { state: { keepScroll: true } })`. */
export type ScrollState = { keepScroll?: boolean };

// A hash target may appear only once content or a remote has rendered; look for it for a while.
const hashSearchFrames = 300;
// Remotes above the target render later and push it down: follow it until the page settles.
const followMs = 8_000;

/** Keeps a target at the top while the page above it grows, until the shopper scrolls or types. */
function followWhileLayoutSettles(target: HTMLElement): () => void {
  const observer = new ResizeObserver(() => target.scrollIntoView({ block: 'start' }));
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const event of userInput) window.removeEventListener(event, stop);
  };
  const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  for (const event of userInput) window.addEventListener(event, stop, { passive: true });
  const timer = setTimeout(stop, followMs);
  observer.observe(document.body);
  return stop;
}

/**
 * Scrolling on navigation: a new page starts at the top; a link with a hash scrolls (smoothly) to
 * its target once it is on the page; browser back/forward and links that ask for it keep the
 * position; a change of only the query (filters, sorting) does not jump.
 */
export function ScrollManager() {
  const { pathname, hash, state } = useLocation();
  const navigationType = useNavigationType();
  const keepScroll = (state as ScrollState | null)?.keepScroll === true;

  useEffect(() => {
    if (navigationType === 'POP' || keepScroll || hash) return;
    window.scrollTo({ top: 0, left: 0 });
    // The query is not a dependency: a filter change keeps the shopper where they are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(() => {
    if (!hash || keepScroll) return;
    const id = decodeURIComponent(hash.slice(1));
    let frames = 0;
    let handle = 0;
    let stopFollowing = () => undefined as void;
    const find = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        stopFollowing = followWhileLayoutSettles(target);
        return;
      }
      frames += 1;
      if (frames < hashSearchFrames) handle = requestAnimationFrame(find);
    };
    find();
    return () => {
      cancelAnimationFrame(handle);
      stopFollowing();
    };
  }, [pathname, hash, keepScroll]);

  return null;
}
