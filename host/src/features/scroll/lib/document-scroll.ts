/** Where a page's scroll position waits for the shopper to come back: per history entry, per tab. */
const storagePrefix = 'shop.scroll.';
const entryField = 'shopEntry';
// The page grows as content and remotes render; keep trying to reach the position for this long.
const restoreMs = 8_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The id of the current history entry, given to it on first use (kept in `history.state`). */
export function historyEntryId(history: History = window.history): string {
  const state = history.state as Record<string, unknown> | null;
  const existing = state?.[entryField];
  if (typeof existing === 'string') return existing;
  const id = Math.random().toString(36).slice(2, 12);
  history.replaceState({ ...(state ?? {}), [entryField]: id }, '');
  return id;
}

export function savePosition(storage: Storage, entry: string, y: number): void {
  try {
    storage.setItem(`${storagePrefix}${entry}`, String(Math.round(y)));
  } catch {
    // Storage full or blocked: the page opens at the top when the shopper comes back.
  }
}

export function savedPosition(storage: Storage, entry: string): number | null {
  try {
    const value = Number(storage.getItem(`${storagePrefix}${entry}`));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** True when this document was opened with back/forward or a reload, i.e. a position is due. */
export function isReturnVisit(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return type === 'back_forward' || type === 'reload';
}

/**
 * Brings the shopper back to where they were on this page: the browser restores too early (the
 * page is still short before its remotes render), so the shell takes over the restoration and
 * follows the growing page until the position is reached, the shopper scrolls, or time is up.
 */
export function startDocumentScrollRestoration(): () => void {
  if (!('scrollRestoration' in history)) return () => undefined;
  history.scrollRestoration = 'manual';
  const entry = historyEntryId();
  const save = () => savePosition(sessionStorage, historyEntryId(), window.scrollY);
  window.addEventListener('pagehide', save);

  const target = isReturnVisit() && !location.hash ? savedPosition(sessionStorage, entry) : null;
  let stopFollowing = () => undefined as void;
  if (target !== null) {
    const reach = () => {
      window.scrollTo({ top: target, left: 0 });
      if (Math.abs(window.scrollY - target) <= 1) stopFollowing();
    };
    const observer = new ResizeObserver(reach);
    const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const timer = setTimeout(() => stopFollowing(), restoreMs);
    stopFollowing = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const event of userInput) window.removeEventListener(event, stopFollowing);
    };
    for (const event of userInput) window.addEventListener(event, stopFollowing, { passive: true });
    observer.observe(document.body);
    reach();
  }
  return () => {
    window.removeEventListener('pagehide', save);
    stopFollowing();
  };
}
