import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $cartCount, $customer, anonymousCustomer, customerChanged } from './page-model';

describe('page model', () => {
  it('takes the cart count from the customer order', async () => {
    const scope = fork();
    await allSettled(customerChanged, {
      scope,
      params: {
        ...anonymousCustomer,
        isLoggedIn: true,
        firstName: 'Anna',
        order: { cartArticlesAmount: 3 },
      },
    });
    expect(scope.getState($cartCount)).toBe(3);
    expect(scope.getState($customer).firstName).toBe('Anna');
  });
});
