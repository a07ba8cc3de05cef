import { createEvent, createStore } from 'effector';
import type { AccountDialogEventName, Customer, RouteChange } from '@shop/contracts';

export const anonymousCustomer: Customer = {
  emailHash: null,
  firstName: '',
  lastName: '',
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: null,
  type: 0,
};

/** The account remote reports the customer after loading or changing the session. */
export const customerChanged = createEvent<Customer>();
export const $customer = createStore<Customer>(anonymousCustomer).on(
  customerChanged,
  (_, customer) => customer,
);
/** False until the first customer-data answer (or its failure) arrived. */
export const customerInitialized = createEvent();
export const $customerInitializing = createStore(true).on(customerInitialized, () => false);

export const cartCountChanged = createEvent<number>();
export const $cartCount = createStore(0)
  .on(cartCountChanged, (_, count) => count)
  .on(customerChanged, (count, customer) => customer.order?.cartArticlesAmount ?? count);

/** The host announces every client-side navigation. */
export const routeChanged = createEvent<RouteChange>();
export const $route = createStore<RouteChange>({ pathname: '/', search: '', hash: '' }).on(
  routeChanged,
  (_, route) => route,
);

/** A 401 from any API call; the account remote answers by refreshing the session. */
export const sessionExpired = createEvent();

export const accountDialogEvent = createEvent<{
  name: AccountDialogEventName;
  dialogType: string;
}>();
