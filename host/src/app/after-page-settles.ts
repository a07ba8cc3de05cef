import { slotsInFlight, whenSlotsSettle } from '@shop/federation';

/** The longest an idle period is waited for once the page has loaded. */
export const idleWaitMs = 2000;

/** A picture, request or slot that never finishes keeps the page from settling: the work runs by then anyway. */
export const loadWaitMs = 10_000;

// A tap or key press says the shopper is here: the work follows that interaction's own handlers.
const interactions = ['pointerdown', 'keydown'] as const;

/**
 * Runs `work` once the page has loaded, every slot on it has mounted (blocks nested in a page
 * too) and the browser is idle (at most `idleWaitMs` later), or right after the shopper's first
 * tap or key press if that comes first, and at the latest `loadWaitMs` after this call. For work
 * the first screen does not need, so that it does not compete with hydration for the main thread.
 */
export function afterPageSettles(work: () => void, win: Window = window): void {
  let done = false;
  let stopWatchingSlots = (): void => undefined;
  const run = (): void => {
    if (done) return;
    done = true;
    stopWatchingSlots();
    for (const type of interactions) win.removeEventListener(type, soon, true);
    work();
  };
  const soon = (): void => void win.setTimeout(run, 0);
  // The load event can come before a nested block's slot has even begun to load its parcel, and a
  // slot the shopper's screen reaches can begin while the browser waits to be idle.
  const whenSlotsMounted = (): void => {
    if (!done) stopWatchingSlots = whenSlotsSettle(win.document, whenIdle);
  };
  const idleCame = (): void => {
    if (slotsInFlight(win.document)) whenSlotsMounted();
    else run();
  };
  const whenIdle = (): void => {
    if (done) return;
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(idleCame, { timeout: idleWaitMs });
    else win.setTimeout(idleCame, 0);
  };
  for (const type of interactions)
    win.addEventListener(type, soon, { capture: true, passive: true, once: true });
  win.setTimeout(run, loadWaitMs);
  if (win.document.readyState === 'complete') whenSlotsMounted();
  else win.addEventListener('load', whenSlotsMounted, { once: true });
}
