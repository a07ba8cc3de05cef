import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $customer, $customerInitializing, sessionExpired } from '@shop/bus';
import { annaBerg } from '../../../shared/testing';
import { fetchCustomerFx, sessionStarted } from './session-model';

describe('session model', () => {
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
