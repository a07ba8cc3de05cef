import { createEvent, createStore } from 'effector';
import { anonymousCustomer } from '@shop/contracts';
import type { AccountDialogEventName, Customer, RouteChange } from '@shop/contracts';

/** The account remote reports the customer after loading or changing the session. */
export const customerChanged = createEvent<Customer>();
export const $customer = createStore<Customer>(anonymousCustomer).on(
  customerChanged,
  (_, customer) => customer,
);
/** False until the first customer-data answer (or its failure) arrived. */
export const customerInitialized = createEvent();
export const $customerInitializing = createStore(true).on(customerInitialized, () => false);

/** Articles in the cart, as the customer data reports them. */
export const $cartCount = $customer.map((customer) => customer.order.cartArticlesAmount);

/** The host announces every client-side navigation. */
export const routeChanged = createEvent<RouteChange>();

/** A 401 from any API call; the account remote answers by refreshing the session. */
export const sessionExpired = createEvent();

/** The shopper used an account dialog (opened, closed, switched, clicked); tracked in the data layer. */
export const accountDialogInteracted = createEvent<{
  name: AccountDialogEventName;
  dialogType: string;
}>();
