/** The longest an idle period is waited for once the page has loaded. */
export const idleWaitMs = 2000;

/** A picture or request that never finishes keeps the load event away: the work runs by then anyway. */
export const loadWaitMs = 10_000;

// A tap or key press says the shopper is here: the work follows that interaction's own handlers.
const interactions = ['pointerdown', 'keydown'] as const;

/**
 * Runs `work` once the page has loaded and the browser is idle (at most `idleWaitMs` later), or
 * right after the shopper's first tap or key press if that comes first, and at the latest
 * `loadWaitMs` after this call. For work the first screen does not need, so that it does not
 * compete with hydration for the main thread.
 */
export function afterPageSettles(work: () => void, win: Window = window): void {
  let done = false;
  const run = (): void => {
    if (done) return;
    done = true;
    for (const type of interactions) win.removeEventListener(type, soon, true);
    work();
  };
  const soon = (): void => void win.setTimeout(run, 0);
  const whenIdle = (): void => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(run, { timeout: idleWaitMs });
    else win.setTimeout(run, 0);
  };
  for (const type of interactions)
    win.addEventListener(type, soon, { capture: true, passive: true, once: true });
  if (win.document.readyState === 'complete') whenIdle();
  else {
    win.addEventListener('load', whenIdle, { once: true });
    win.setTimeout(run, loadWaitMs);
  }
}
