import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { startDocumentScrollRestoration } from './lib/document-scroll';

/** Navigation state a link can set to keep the scroll position: `navigate(to, { state: { keepScroll: true } })`. */
export type ScrollState = { keepScroll?: boolean };

// A hash target may appear only once content or a remote has rendered; look for it for a while.
const hashSearchFrames = 300;
// Remotes above the target render later and push it down: follow it until the page settles.
const followMs = 8_000;

/** Smooth, unless the shopper asked the system for less motion. */
const hashScrollBehavior = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * Keeps a target at the top while the page above it grows, until the shopper scrolls or types.
 * Each growth re-aims the running scroll (an instant jump would cut a smooth one short); the
 * observer's first report is the size the scroll already started from.
 */
function followWhileLayoutSettles(target: HTMLElement): () => void {
  let first = true;
  const observer = new ResizeObserver(() => {
    if (first) first = false;
    else target.scrollIntoView({ behavior: hashScrollBehavior(), block: 'start' });
  });
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
 * Scrolling on navigation: a new page starts at the top; a link with a hash scrolls (smoothly,
 * unless reduced motion is asked for) to its target once it is on the page; back, forward and
 * reload return to where the shopper left the page; links that ask for it (`keepScroll`) and a
 * change of only the query (filters, sorting) do not move it.
 */
export function ScrollManager() {
  const { pathname, hash, state } = useLocation();
  const navigationType = useNavigationType();
  const keepScroll = (state as ScrollState | null)?.keepScroll === true;

  // Back, forward and reload of a document: the position the shopper left it at.
  useEffect(() => startDocumentScrollRestoration(), []);

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
        target.scrollIntoView({ behavior: hashScrollBehavior(), block: 'start' });
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
