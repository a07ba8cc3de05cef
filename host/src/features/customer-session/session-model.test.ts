// @vitest-environment happy-dom
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $customer, $customerInitializing, sessionExpired } from '@shop/bus';
import { fetchCustomerFx, sessionStarted } from './session-model';

/** A logged-in customer as the shop API answers it. */
const annaBerg = {
  emailHash: 'f1e2d3',
  firstName: 'Anna',
  lastName: 'Berg',
  fullName: 'Anna Berg',
  isLoggedIn: true,
  isWhitelabelCustomer: false,
  number: '100042',
  type: 0,
  order: { isWhitelabelOrder: false, cartArticlesAmount: 0 },
};

describe('the shell’s customer session', () => {
  it('fetches the customer once at start and ends the initialising state', async () => {
    let calls = 0;
    const scope = fork({ handlers: [[fetchCustomerFx, async () => (calls++, annaBerg)]] });
    expect(scope.getState($customerInitializing)).toBe(true);
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($customer)).toEqual(annaBerg);
    expect(scope.getState($customerInitializing)).toBe(false);
    expect(calls).toBe(1);
  });

  it('refreshes the session when a call reports it expired', async () => {
    let calls = 0;
    const scope = fork({ handlers: [[fetchCustomerFx, async () => (calls++, annaBerg)]] });
    await allSettled(sessionExpired, { scope });
    expect(calls).toBe(1);
  });

  it('ends the initialising state when the fetch fails, the page stays anonymous', async () => {
    const scope = fork({
      handlers: [[fetchCustomerFx, () => Promise.reject(new Error('offline'))]],
    });
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      await allSettled(sessionStarted, { scope });
    } finally {
      console.error = original;
    }
    expect(scope.getState($customerInitializing)).toBe(false);
    expect(scope.getState($customer).isLoggedIn).toBe(false);
    expect(errors.map((line) => JSON.parse(line).event)).toEqual(['customer-data-error']);
  });
});
