import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $customer, accountDialogInteracted, dialogOpenRequested, $dialog } from '@shop/bus';
import { anonymousCustomer } from '@shop/contracts';
import type { SignupRequest, StatusResponse } from '@shop/api-client';
import { logFx } from '../../../shared/lib';
import { apiError, logRecorder, recordUnit } from '../../../shared/testing';
import { signInClicked, signUpForm, signupFx } from './sign-up-model';

const sentMessage: StatusResponse = {
  status: 'confirmation-sent',
  message:
    'Vielen Dank! Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre Adresse über den Link darin.',
};

async function filled(
  handler: (form: SignupRequest) => Promise<StatusResponse>,
  password = 'Leinwand-2024',
) {
  const log = logRecorder();
  const scope = fork({
    handlers: [
      [signupFx, handler],
      [logFx, log.handler],
    ],
  });
  const events = recordUnit(accountDialogInteracted, scope);
  await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'signUp' } });
  const values = { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.org', password };
  for (const [name, value] of Object.entries(values)) {
    await allSettled(signUpForm.fieldChanged, {
      scope,
      params: { name: name as keyof typeof values, value },
    });
  }
  return { scope, log, events };
}

describe('sign-up model', () => {
  it('sends the form and keeps the server’s “check your mail” answer; nobody is logged in yet', async () => {
    const sent: SignupRequest[] = [];
    const { scope, events } = await filled(async (form) => (sent.push(form), sentMessage));
    await allSettled(signUpForm.submitted, { scope });
    expect(sent).toEqual([
      { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.org', password: 'Leinwand-2024' },
    ]);
    expect(scope.getState(signUpForm.$result)).toEqual(sentMessage);
    expect(scope.getState($customer)).toEqual(anonymousCustomer);
    expect(events).toEqual([{ name: 'sign-up-click', dialogType: 'signUp' }]);
  });

  it('asks for the minimum password length before sending', async () => {
    const sent: SignupRequest[] = [];
    const { scope } = await filled(async (form) => (sent.push(form), sentMessage), 'kurz');
    await allSettled(signUpForm.submitted, { scope });
    expect(sent).toEqual([]);
    expect(scope.getState(signUpForm.$fieldErrors)).toEqual({
      password: { key: 'validation.passwordMin', params: { min: 8 } },
    });
  });

  it('shows each of the server’s field errors beside its field', async () => {
    const { scope, log } = await filled(async () => {
      throw apiError(400, {
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        errors: [
          {
            field: 'password',
            message: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.',
          },
          { field: 'lastName', message: 'Bitte geben Sie höchstens 100 Zeichen ein.' },
        ],
      });
    });
    await allSettled(signUpForm.submitted, { scope });
    expect(scope.getState(signUpForm.$fieldErrors)).toEqual({
      password: { text: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.' },
      lastName: { text: 'Bitte geben Sie höchstens 100 Zeichen ein.' },
    });
    expect(scope.getState(signUpForm.$values).firstName).toBe('Anna');
    expect(log.lines).toEqual([]);
  });

  it('logs sign-up-error for failures other than 400', async () => {
    const { scope, log } = await filled(async () => {
      throw apiError(503, {
        message:
          'Dieser Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
      });
    });
    await allSettled(signUpForm.submitted, { scope });
    expect(log.lines).toEqual([
      {
        level: 'error',
        event: 'sign-up-error',
        status: 503,
        code: null,
        message:
          'Dieser Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
      },
    ]);
  });

  it('goes back to sign-in on request', async () => {
    const { scope } = await filled(async () => sentMessage);
    await allSettled(signInClicked, { scope });
    expect(scope.getState($dialog)?.dialogType).toBe('signIn');
  });
});
