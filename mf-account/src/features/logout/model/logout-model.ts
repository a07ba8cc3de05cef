import { createEffect, createEvent, createStore, sample } from 'effector';
import { logout } from '@shop/api-client';
import { customerChanged } from '@shop/bus';
import { logFx, toFormFailure, type FormText } from '../../../shared/lib';

export const logoutClicked = createEvent();
export const logoutFx = createEffect(() => logout());

/** True after this page logged the shopper out, until someone logs in again. */
export const $loggedOut = createStore(false)
  .on(logoutFx.done, () => true)
  .on(customerChanged, (loggedOut, customer) => (customer.isLoggedIn ? false : loggedOut));
export const $logoutError = createStore<FormText | null>(null)
  .on(logoutFx, () => null)
  .on(logoutFx.failData, (_, error) => toFormFailure(error, [], 'errors.generic').message);
export const $logoutPending = logoutFx.pending;

sample({
  clock: logoutClicked,
  source: $logoutPending,
  filter: (pending) => !pending,
  fn: () => undefined,
  target: logoutFx,
});
// The server answers with the anonymous customer; the header and every page follow it from the bus.
sample({ clock: logoutFx.doneData, target: customerChanged });
sample({
  clock: logoutFx.failData,
  fn: (error) => ({
    level: 'error' as const,
    event: 'logout-error',
    message: error instanceof Error ? error.message : String(error),
  }),
  target: logFx,
});
