import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import { $customer, $customerInitializing, $dialog } from '@shop/bus';
import { anonymousCustomer } from '@shop/contracts';
import type { AccountPageProps } from '@shop/contracts';
import { logoutFx } from '../../../features/logout';
import { annaBerg, testStorefront } from '../../../shared/testing';
import { accountPageShown } from '../model/account-page-model';
import { AccountPage } from './account-page';

const props = (pathname: string): AccountPageProps => ({ ...testStorefront, pathname });

function mount(scope: Scope, pathname = '/account') {
  render(
    <Provider value={scope}>
      <AccountPage {...props(pathname)} />
    </Provider>,
  );
}

afterEach(cleanup);

describe('AccountPage', () => {
  it('shows a skeleton while the session loads', () => {
    mount(fork());
    expect(screen.getByTestId('account-skeleton').getAttribute('aria-label')).toBe(
      'Ihr Konto wird geladen …',
    );
    expect(screen.queryByTestId('account-signed-out')).toBeNull();
  });

  it('logged out: a short text, a button that opens the sign-in dialog, and the newsletter', () => {
    const scope = fork({ values: [[$customerInitializing, false]] });
    mount(scope);
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(scope.getState($dialog)).toEqual({ dialogType: 'signIn', dialogPayload: undefined });
    expect(screen.getByTestId('newsletter-page-form')).toBeTruthy();
  });

  it('logged in: greets by name without the e-mail hash, and logs out into the signed-out view', async () => {
    const scope = fork({
      values: [
        [$customerInitializing, false],
        [$customer, annaBerg],
      ],
      handlers: [[logoutFx, async () => anonymousCustomer]],
    });
    mount(scope);
    const signedIn = screen.getByTestId('account-signed-in');
    expect(signedIn.textContent).toContain('Hallo Anna Berg');
    expect(signedIn.textContent).toContain('Kundennummer: 100042');
    expect(document.body.textContent).not.toContain(annaBerg.emailHash);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
      await allSettled(scope);
    });
    expect(screen.getByTestId('logged-out').textContent).toBe(
      'Sie haben sich abgemeldet. Bis bald!',
    );
    expect(scope.getState($customer)).toEqual(anonymousCustomer);
  });

  it('the reset link’s page asks for the new password twice', async () => {
    const scope = fork();
    await allSettled(accountPageShown, {
      scope,
      params: { pathname: '/account/password-reset', search: '?token=abc' },
    });
    mount(scope, '/account/password-reset');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Neues Passwort')).toBeTruthy();
    expect(screen.getByLabelText('Neues Passwort wiederholen')).toBeTruthy();
  });

  it('a reset link without its token offers a new one', async () => {
    const scope = fork();
    await allSettled(accountPageShown, {
      scope,
      params: { pathname: '/account/password-reset', search: '' },
    });
    mount(scope, '/account/password-reset');
    expect(screen.getByTestId('reset-link-unusable').textContent).toBe(
      'Dieser Link ist unvollständig. Bitte fordern Sie einen neuen an.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Neuen Link anfordern' }));
    expect(scope.getState($dialog)?.dialogType).toBe('passwordReset');
  });

  it('other paths below /account/ are not found', () => {
    mount(fork({ values: [[$customerInitializing, false]] }), '/account/orders');
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
  });
});
