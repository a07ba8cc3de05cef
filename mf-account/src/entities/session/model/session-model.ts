import { createEffect, createEvent, sample } from 'effector';
import { fetchCustomerData } from '@shop/api-client';
import { customerChanged, customerInitialized, sessionExpired } from '@shop/bus';
import type { Customer } from '@shop/contracts';

/** The account remote's start: the customer session is fetched once per page. */
export const sessionStarted = createEvent();

export const fetchCustomerFx = createEffect<void, Customer>(
  async () => (await fetchCustomerData()) as Customer,
);

sample({ clock: [sessionStarted, sessionExpired], target: fetchCustomerFx });
sample({ clock: fetchCustomerFx.doneData, target: customerChanged });
sample({ clock: fetchCustomerFx.finally, target: customerInitialized });

fetchCustomerFx.failData.watch((error) => {
  // The page stays usable as an anonymous visit; the failure is logged, not swallowed.
  console.error(JSON.stringify({ event: 'customer-data-error', message: error.message }));
});
