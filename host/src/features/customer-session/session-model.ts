import { createEffect, createEvent, sample } from 'effector';
import { fetchCustomerData } from '@shop/api-client';
import { customerChanged, customerInitialized, sessionExpired } from '@shop/bus';
import type { Customer } from '@shop/contracts';

/** The page started in the browser: the customer session is fetched once, by the shell. */
export const sessionStarted = createEvent();

// The customer-data call carries the page's query and referrer (campaign attribution).
export const fetchCustomerFx = createEffect<void, Customer>(
  async () =>
    (await fetchCustomerData({
      query: window.location.search,
      referrer: document.referrer,
    })) as Customer,
);

/** One JSON line per event, the format the page's log collector reads. */
export const logCustomerErrorFx = createEffect((message: string) => {
  console.error(JSON.stringify({ event: 'customer-data-error', message }));
});

sample({ clock: [sessionStarted, sessionExpired], target: fetchCustomerFx });
sample({ clock: fetchCustomerFx.doneData, target: customerChanged });
sample({ clock: fetchCustomerFx.finally, target: customerInitialized });
// The page stays usable as an anonymous visit; the failure is logged, not swallowed.
sample({
  clock: fetchCustomerFx.failData,
  fn: (error) => error.message,
  target: logCustomerErrorFx,
});
