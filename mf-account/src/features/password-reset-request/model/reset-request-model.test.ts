import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $dialog, dialogOpenRequested } from '@shop/bus';
import type { PasswordResetRequest, StatusResponse } from '@shop/api-client';
import { logFx } from '../../../shared/lib';
import { apiError, logRecorder } from '../../../shared/testing';
import { backToSignInClicked, requestResetFx, resetRequestForm } from './reset-request-model';

const neutral: StatusResponse = {
  status: 'reset-requested',
  message:
    'Falls zu dieser Adresse ein Konto besteht, haben wir Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts geschickt.',
};

describe('password reset request model', () => {
  it('sends the address and keeps the server’s neutral answer', async () => {
    const sent: PasswordResetRequest[] = [];
    const scope = fork({
      handlers: [
        [requestResetFx, async (request: PasswordResetRequest) => (sent.push(request), neutral)],
      ],
    });
    await allSettled(resetRequestForm.reset, { scope, params: { email: 'anna@example.org' } });
    await allSettled(resetRequestForm.submitted, { scope });
    expect(sent).toEqual([{ email: 'anna@example.org' }]);
    expect(scope.getState(resetRequestForm.$result)).toEqual(neutral);
  });

  it('logs every failure as password-reset-error and shows the server’s message', async () => {
    const log = logRecorder();
    const scope = fork({
      handlers: [
        [
          requestResetFx,
          async () => Promise.reject(apiError(400, { message: 'Bitte prüfen Sie Ihre Eingaben.' })),
        ],
        [logFx, log.handler],
      ],
    });
    await allSettled(resetRequestForm.reset, { scope, params: { email: 'anna@example.org' } });
    await allSettled(resetRequestForm.submitted, { scope });
    expect(scope.getState(resetRequestForm.$formError)).toEqual({
      text: 'Bitte prüfen Sie Ihre Eingaben.',
    });
    expect(log.lines).toEqual([
      {
        level: 'warn',
        event: 'password-reset-error',
        status: 400,
        code: null,
        message: 'Bitte prüfen Sie Ihre Eingaben.',
      },
    ]);
  });

  it('leads back to the sign-in dialog', async () => {
    const scope = fork();
    await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'passwordReset' } });
    await allSettled(backToSignInClicked, { scope });
    expect(scope.getState($dialog)?.dialogType).toBe('signIn');
  });
});
