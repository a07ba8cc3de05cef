import { createEvent, createStore, sample } from 'effector';
import { burgerCloseWidth } from '@shop/catalogue';
import { routeChanged } from '@shop/bus';

export type BurgerLevel = 'primary' | 'secondary' | 'tertiary';
const levels: readonly BurgerLevel[] = ['primary', 'secondary', 'tertiary'];

/** The burger button was pressed (it toggles). */
export const burgerToggled = createEvent();
export const burgerClosed = createEvent();
/** A nested item was picked; `level` is the level its children show on. */
export const itemOpened = createEvent<{ id: string; level: BurgerLevel }>();
export const backClicked = createEvent();
export const accordionToggled = createEvent<string>();
/** The primary list was scrolled; its position comes back when the shopper returns to it. */
export const primaryScrolled = createEvent<number>();
export const viewportResized = createEvent<number>();

export const $isOpen = createStore(false)
  .on(burgerToggled, (open) => !open)
  .on(burgerClosed, () => false);

/** The ids of the items opened on the way down: empty on the primary level. */
export const $trail = createStore<string[]>([])
  .on(itemOpened, (trail, { id, level }) => [
    ...trail.slice(0, Math.max(0, levels.indexOf(level) - 1)),
    id,
  ])
  .on(backClicked, (trail) => trail.slice(0, -1));

export const $currentLevel = $trail.map((trail): BurgerLevel => levels[trail.length] ?? 'tertiary');
export const $activeItem = $trail.map((trail) => trail[trail.length - 1] ?? null);

export const $activeAccordion = createStore<string | null>(null).on(accordionToggled, (open, id) =>
  open === id ? null : id,
);

export const $primaryScrollTop = createStore(0).on(primaryScrolled, (_, top) => Math.max(0, top));

// Closing resets to the primary level and clears the active item and accordion.
sample({ clock: burgerClosed, fn: () => [], target: $trail });
sample({ clock: burgerClosed, fn: () => null, target: $activeAccordion });
sample({ clock: burgerClosed, fn: () => 0, target: $primaryScrollTop });
// A toggle that closes resets the same way.
sample({ clock: burgerToggled, source: $isOpen, filter: (open) => !open, target: burgerClosed });

// The burger belongs to narrow screens; from 1000 px the main navigation takes over.
sample({
  clock: viewportResized,
  source: $isOpen,
  filter: (open, width) => open && width >= burgerCloseWidth,
  target: burgerClosed,
});
sample({ clock: routeChanged, source: $isOpen, filter: Boolean, target: burgerClosed });
