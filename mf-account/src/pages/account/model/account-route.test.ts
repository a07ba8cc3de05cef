import { describe, expect, it } from 'vitest';
import { accountRouteOf } from './account-route';

describe('accountRouteOf', () => {
  it('maps the paths under /account/', () => {
    expect(accountRouteOf('/account')).toBe('overview');
    expect(accountRouteOf('/account/')).toBe('overview');
    expect(accountRouteOf('/account/password-reset')).toBe('password-reset');
    expect(accountRouteOf('/account/password-reset/')).toBe('password-reset');
    expect(accountRouteOf('/account/orders')).toBe('not-found');
  });
});
