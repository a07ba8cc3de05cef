import { allSettled, fork, scopeBind } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $customer,
  $dialog,
  $dialogOpeningBlocked,
  accountDialogInteracted,
  dialogOpenRequested,
} from '@shop/bus';
import { anonymousCustomer } from '@shop/contracts';
import type { LoginRequest } from '@shop/api-client';
import { logFx } from '../../../shared/lib';
import { annaBerg, apiError, deferred, logRecorder, recordUnit } from '../../../shared/testing';
import { forgotPasswordClicked, loginFx, signInForm, signUpClicked } from './sign-in-model';

async function openSignIn(handler: (credentials: LoginRequest) => Promise<typeof annaBerg>) {
  const log = logRecorder();
  const scope = fork({
    handlers: [
      [loginFx, handler],
      [logFx, log.handler],
    ],
  });
  const events = recordUnit(accountDialogInteracted, scope);
  await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'signIn' } });
  await allSettled(signInForm.fieldChanged, {
    scope,
    params: { name: 'email', value: 'anna@example.org' },
  });
  await allSettled(signInForm.fieldChanged, {
    scope,
    params: { name: 'password', value: 'Leinwand-2024' },
  });
  return { scope, log, events };
}

describe('sign-in model', () => {
  it('logs in, tells the page who the customer is and closes the dialog', async () => {
    const sent: LoginRequest[] = [];
    const { scope, events } = await openSignIn(
      async (credentials) => (sent.push(credentials), annaBerg),
    );
    await allSettled(signInForm.submitted, { scope });
    expect(sent).toEqual([{ email: 'anna@example.org', password: 'Leinwand-2024' }]);
    expect(scope.getState($customer)).toEqual(annaBerg);
    expect(scope.getState($dialog)).toBeNull();
    expect(scope.getState(signInForm.$values)).toEqual({ email: '', password: '' });
    expect(events).toEqual([{ name: 'log-in-click', dialogType: 'signIn' }]);
  });

  it('blocks switching dialogs while the request runs', async () => {
    const answer = deferred<typeof annaBerg>();
    const { scope } = await openSignIn(() => answer.promise);
    const settled = allSettled(signInForm.submitted, { scope });
    await Promise.resolve();
    expect(scope.getState($dialogOpeningBlocked)).toBe(true);
    expect(scope.getState(signInForm.$pending)).toBe(true);
    // allSettled would wait for the pending login, so the click is sent on its own.
    scopeBind(signUpClicked, { scope })();
    expect(scope.getState($dialog)?.dialogType).toBe('signIn');
    answer.resolve(annaBerg);
    await settled;
    expect(scope.getState($dialogOpeningBlocked)).toBe(false);
  });

  it('shows the server’s message for a wrong password, keeps what was typed and logs login-error', async () => {
    const { scope, log } = await openSignIn(async () => {
      throw apiError(401, {
        message: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
        code: 'invalid-credentials',
      });
    });
    await allSettled(signInForm.submitted, { scope });
    expect(scope.getState(signInForm.$formError)).toEqual({
      text: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
    });
    expect(scope.getState(signInForm.$values)).toEqual({
      email: 'anna@example.org',
      password: 'Leinwand-2024',
    });
    expect(scope.getState($dialog)?.dialogType).toBe('signIn');
    expect(scope.getState($customer)).toEqual(anonymousCustomer);
    expect(log.lines).toEqual([
      {
        level: 'warn',
        event: 'login-error',
        status: 401,
        code: 'invalid-credentials',
        message: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
      },
    ]);
  });

  it('shows the server’s 429 message, which says when to try again', async () => {
    const { scope, log } = await openSignIn(async () => {
      throw apiError(429, {
        message: 'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
        code: 'too-many-attempts',
      });
    });
    await allSettled(signInForm.submitted, { scope });
    expect(scope.getState(signInForm.$formError)).toEqual({
      text: 'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    });
    expect(log.events()).toEqual(['login-error']);
  });

  it('places 400 field errors beside the fields and does not log them', async () => {
    const { scope, log } = await openSignIn(async () => {
      throw apiError(400, {
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        errors: [{ field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }],
      });
    });
    await allSettled(signInForm.submitted, { scope });
    expect(scope.getState(signInForm.$fieldErrors)).toEqual({
      email: { text: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    });
    expect(log.lines).toEqual([]);
  });

  it('“forgot password” opens the reset dialog with the typed address', async () => {
    const { scope, events } = await openSignIn(async () => annaBerg);
    await allSettled(forgotPasswordClicked, { scope });
    expect(scope.getState($dialog)).toEqual({
      dialogType: 'passwordReset',
      dialogPayload: { email: 'anna@example.org' },
    });
    expect(events).toEqual([{ name: 'password-reset-click', dialogType: 'signIn' }]);
  });

  it('“create an account” switches to the sign-up dialog', async () => {
    const { scope, events } = await openSignIn(async () => annaBerg);
    await allSettled(signUpClicked, { scope });
    expect(scope.getState($dialog)?.dialogType).toBe('signUp');
    expect(events).toEqual([{ name: 'switched-to-sign-up', dialogType: 'signIn' }]);
  });
});
