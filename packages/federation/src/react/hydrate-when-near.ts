/**
 * How far below (or above) the screen a waiting slot starts once the shopper scrolls: one screen's
 * height, so it is ready when reached.
 */
export const nearViewportMargin = '100% 0px';

// What says the shopper is about to use the slot, or has (a choice made by assistive technology
// or autofill comes without a pointer or key): its code is wanted now. React takes a control's
// value changed before hydration as a change once it hydrates.
const intentEvents = [
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
] as const;

/** A server-rendered slot waiting for the shopper: its start, and what to do once it has hydrated. */
export type HydrationWait = {
  /** Resolves when the slot comes near the screen or the shopper reaches for it. */
  readonly near: Promise<void>;
  /** Stops holding clicks; `replay` sends the last held one again, now that the slot answers it. */
  finish(replay: boolean): void;
};

/**
 * Waits until `element` is on the screen, or, once the shopper has scrolled, within a screen of
 * it, or until the shopper points at, focuses or clicks inside it. A visit that stays on the first
 * screen loads none of the code for what is below it. Until `finish`, clicks inside it (but on
 * links, which work without code) are held back instead of landing on HTML that does not answer
 * yet, and the last one is replayed on the same element once the slot's code answers it. So is
 * the last choice from a list or text typed in a field before then.
 */
export function hydrateWhenNear(element: HTMLElement): HydrationWait {
  let start: () => void = () => undefined;
  const near = new Promise<void>((resolve) => (start = resolve));
  let held: HTMLElement | null = null;
  let chosen: ChosenValue | null = null;
  const observers: IntersectionObserver[] = [];
  // On the window, in the capture phase: before any React root's listener, which stops a click
  // on a root still hydrating (its default action done, its handlers never called).
  const view = element.ownerDocument.defaultView ?? window;
  const inside = (event: Event): Element | null =>
    event.target instanceof Element && element.contains(event.target) ? event.target : null;

  const stopWaiting = () => {
    for (const observer of observers) observer.disconnect();
    view.removeEventListener('scroll', lookAhead);
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

  const observe = (rootMargin: string) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) beNear();
      },
      { rootMargin },
    );
    observers.push(observer);
    observer.observe(element);
  };
  // Scrolling says where the shopper is heading: from then on the slot starts a screen ahead.
  function lookAhead() {
    view.removeEventListener('scroll', lookAhead);
    observe(nearViewportMargin);
  }

  const keepChoice = (event: Event) => {
    const target = inside(event);
    if (target) chosen = chosenValueOf(target) ?? chosen;
  };

  view.addEventListener('click', holdClick, true);
  view.addEventListener('change', keepChoice, true);
  for (const type of intentEvents)
    view.addEventListener(type, onIntent, { capture: true, passive: true });
  if (typeof IntersectionObserver === 'undefined') beNear();
  else {
    observe('0px');
    // The page's own scroll, not a swipe along the navigation's bar of tiles (that does not bubble).
    view.addEventListener('scroll', lookAhead, { passive: true });
  }

  return {
    near,
    finish(replay) {
      stopWaiting();
      view.removeEventListener('click', holdClick, true);
      view.removeEventListener('change', keepChoice, true);
      const click = held;
      const choice = chosen;
      held = null;
      chosen = null;
      if (replay && choice?.control.isConnected) replayChoice(choice);
      if (replay && click?.isConnected) click.click();
    },
  };
}

/** A list or text field's value the shopper set while the slot's code was loading. */
type ChosenValue = { control: HTMLSelectElement | HTMLInputElement; value: string };

function chosenValueOf(target: Element): ChosenValue | null {
  const view = target.ownerDocument.defaultView;
  if (!view) return null;
  if (target instanceof view.HTMLSelectElement) return { control: target, value: target.value };
  if (target instanceof view.HTMLInputElement && !['checkbox', 'radio'].includes(target.type))
    return { control: target, value: target.value };
  return null;
}

/**
 * Sets the value again and fires the event React's onChange listens to: hydration may have put
 * the server's value back, or kept the shopper's without telling the component. The prototype's
 * setter, not the element's: React's own setter on the element would take it as no change.
 */
function replayChoice({ control, value }: ChosenValue): void {
  const view = control.ownerDocument.defaultView!;
  const isList = control instanceof view.HTMLSelectElement;
  const prototype = isList ? view.HTMLSelectElement.prototype : view.HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new view.Event(isList ? 'change' : 'input', { bubbles: true }));
}
