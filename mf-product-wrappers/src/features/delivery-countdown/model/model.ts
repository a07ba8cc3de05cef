import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchShippingInformation } from '@shop/api-client';
import { deliveryCountdown } from '@shop/catalogue';
import type { ShippingInformationPayload } from '@shop/contracts';
import { failureFields, logProducts } from '../../../shared/lib/log';

/** Starts the countdown at the page's current time (ms). */
export const countdownStarted = createEvent<number>();
/** The clock moved on (the view ticks every 30 seconds). */
export const ticked = createEvent<number>();

export const loadCutoffsFx = createEffect(() => fetchShippingInformation());
/** The countdown's load, for the blocks that show it to make on the server with theirs (`StartedScope`). */
export const countdownAnswered = { 'shipping-information': loadCutoffsFx };
const logFailureFx = createEffect((error: unknown) =>
  logProducts({ level: 'warn', event: 'delivery-countdown-load-failed', ...failureFields(error) }),
);

export const $cutoffs = createStore<ShippingInformationPayload | null>(null).on(
  loadCutoffsFx.doneData,
  (_, payload) => payload,
);
export const $now = createStore<number | null>(null).on(
  [countdownStarted, ticked],
  (_, now) => now,
);

/** What to count down to now: nothing before lodStart or after the last cut-off (the catalogue's rule). */
export const $countdown = combine($cutoffs, $now, (cutoffs, now) =>
  cutoffs && now !== null ? deliveryCountdown(cutoffs, now) : null,
);

// Asked without the time, as the server asked it, so a hydrating block finds the server's answer.
sample({ clock: countdownStarted, fn: () => undefined, target: loadCutoffsFx });
sample({ clock: loadCutoffsFx.failData, target: logFailureFx });
