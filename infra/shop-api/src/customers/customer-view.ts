import type { Customer } from '../auth/sessions';
import type { Customer as CustomerResponse } from '@shop/contracts';
import { emailHash } from '../auth/crypto';

/** Customer numbers start at 100001; they are derived from the row id so they never collide. */
export function customerNumber(id: number): string {
  return String(100_000 + id);
}

/** The customer as the storefront sees it. */
export function customerView(customer: Customer): CustomerResponse {
  return {
    emailHash: emailHash(customer.email),
    firstName: customer.first_name,
    lastName: customer.last_name,
    fullName: `${customer.first_name} ${customer.last_name}`.trim(),
    isLoggedIn: true,
    isWhitelabelCustomer: customer.is_whitelabel === 1,
    number: customerNumber(customer.id),
    type: customer.type,
    order: { isWhitelabelOrder: false, cartArticlesAmount: 0 },
  };
}
