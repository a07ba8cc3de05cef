import { createEffect, createEvent, createStore, sample } from 'effector';
import { routeChanged } from '@shop/bus';

/** How long a flyout stays after the pointer leaves, so a diagonal move to it does not close it. */
export const flyoutCloseDelayMs = 250;

/** The pointer entered an item, or the keyboard opened it. */
export const flyoutRequested = createEvent<string>();
export const pointerLeft = createEvent();
/** Escape, focus leaving the navigation, or a page change: the flyout goes at once. */
export const flyoutCleared = createEvent();

export const closeDelayFx = createEffect(
  (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
);

export const $openFlyout = createStore<string | null>(null)
  .on(flyoutRequested, (_, id) => id)
  .reset(flyoutCleared);

/** True between the pointer leaving and the delay running out; coming back cancels the close. */
const $closePending = createStore(false)
  .on(pointerLeft, () => true)
  .reset(flyoutRequested, flyoutCleared);

sample({
  clock: pointerLeft,
  source: $openFlyout,
  filter: Boolean,
  fn: () => flyoutCloseDelayMs,
  target: closeDelayFx,
});
sample({ clock: closeDelayFx.done, source: $closePending, filter: Boolean, target: flyoutCleared });
sample({ clock: routeChanged, target: flyoutCleared });
