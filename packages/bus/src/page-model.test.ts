import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { anonymousCustomer } from '@shop/contracts';
import { $cartCount, $customer, customerChanged } from './page-model';

describe('page model', () => {
  it('takes the cart count from the customer order', async () => {
    const scope = fork();
    await allSettled(customerChanged, {
      scope,
      params: {
        ...anonymousCustomer,
        isLoggedIn: true,
        firstName: 'Anna',
        order: { isWhitelabelOrder: false, cartArticlesAmount: 3 },
      },
    });
    expect(scope.getState($cartCount)).toBe(3);
    expect(scope.getState($customer).firstName).toBe('Anna');
  });
});
