import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $customer, customerChanged } from '@shop/bus';
import { anonymousCustomer } from '@shop/contracts';
import { logFx } from '../../../shared/lib';
import { annaBerg, logRecorder } from '../../../shared/testing';
import { $loggedOut, $logoutError, logoutClicked, logoutFx } from './logout-model';

describe('logout model', () => {
  it('logs out and hands the anonymous customer to the page', async () => {
    const scope = fork({
      values: [[$customer, annaBerg]],
      handlers: [[logoutFx, async () => anonymousCustomer]],
    });
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($customer)).toEqual(anonymousCustomer);
    expect(scope.getState($loggedOut)).toBe(true);
    // Logging in again ends the "you have been logged out" state.
    await allSettled(customerChanged, { scope, params: annaBerg });
    expect(scope.getState($loggedOut)).toBe(false);
  });

  it('stays logged in, says so and logs logout-error when the server fails', async () => {
    const log = logRecorder();
    const scope = fork({
      values: [[$customer, annaBerg]],
      handlers: [
        [logoutFx, () => Promise.reject(new Error('503'))],
        [logFx, log.handler],
      ],
    });
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($customer)).toEqual(annaBerg);
    expect(scope.getState($logoutError)).toEqual({ key: 'errors.generic' });
    expect(log.events()).toEqual(['logout-error']);
  });
});
