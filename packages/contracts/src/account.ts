import type { Customer } from './schemas';

/** Password rules of the shop API, checked in the account forms too so they answer at once. */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** The customer of a visit without a session. */
export const anonymousCustomer: Customer = {
  emailHash: null,
  firstName: '',
  lastName: '',
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: null,
  type: 0,
  order: { isWhitelabelOrder: false, cartArticlesAmount: 0 },
};
