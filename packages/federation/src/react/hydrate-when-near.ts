/** How far below (or above) the screen a waiting slot starts: one screen's height, so it is ready when reached. */
export const nearViewportMargin = '100% 0px';

// What says the shopper is about to use the slot: its code is wanted now.
const intentEvents = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** A server-rendered slot waiting for the shopper: its start, and what to do once it has hydrated. */
export type HydrationWait = {
  /** Resolves when the slot comes near the screen or the shopper reaches for it. */
  readonly near: Promise<void>;
  /** Stops holding clicks; `replay` sends the last held one again, now that the slot answers it. */
  finish(replay: boolean): void;
};

/**
 * Waits until `element` comes within a screen of the viewport, or the shopper points at, focuses
 * or clicks inside it. Until `finish`, clicks inside it (but on links, which work without code)
 * are held back instead of landing on HTML that does not answer yet, and the last one is replayed
 * on the same element once the slot's code answers it.
 */
export function hydrateWhenNear(element: HTMLElement): HydrationWait {
  let start: () => void = () => undefined;
  const near = new Promise<void>((resolve) => (start = resolve));
  let held: HTMLElement | null = null;
  let observer: IntersectionObserver | undefined;
  // On the window, in the capture phase: before any React root's listener, which stops a click
  // on a root still hydrating (its default action done, its handlers never called).
  const view = element.ownerDocument.defaultView ?? window;
  const inside = (event: Event): Element | null =>
    event.target instanceof Element && element.contains(event.target) ? event.target : null;

  const stopWaiting = () => {
    observer?.disconnect();
    for (const type of intentEvents) view.removeEventListener(type, onIntent, true);
  };
  const beNear = () => {
    stopWaiting();
    start();
  };
  const onIntent = (event: Event) => {
    if (inside(event)) beNear();
  };
  const holdClick = (event: MouseEvent) => {
    const target = inside(event);
    if (!target) return;
    beNear();
    if (target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    // An icon's SVG has no click(): the replay goes to the HTML element around it.
    let html: Element | null = target;
    while (html && !(html instanceof HTMLElement)) html = html.parentElement;
    held = html;
  };

  view.addEventListener('click', holdClick, true);
  for (const type of intentEvents)
    view.addEventListener(type, onIntent, { capture: true, passive: true });
  if (typeof IntersectionObserver === 'undefined') beNear();
  else {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) beNear();
      },
      { rootMargin: nearViewportMargin },
    );
    observer.observe(element);
  }

  return {
    near,
    finish(replay) {
      stopWaiting();
      view.removeEventListener('click', holdClick, true);
      const click = held;
      held = null;
      if (replay && click?.isConnected) click.click();
    },
  };
}
