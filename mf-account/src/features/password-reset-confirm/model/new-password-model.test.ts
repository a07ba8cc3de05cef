import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $dialog } from '@shop/bus';
import type { PasswordResetConfirmRequest, StatusResponse } from '@shop/api-client';
import { logFx } from '../../../shared/lib';
import { apiError, logRecorder } from '../../../shared/testing';
import {
  $linkUnusable,
  $token,
  $tokenMissing,
  confirmResetFx,
  newLinkRequested,
  newPasswordForm,
  newPasswordPageOpened,
  signInRequested,
} from './new-password-model';

const changed: StatusResponse = {
  status: 'password-changed',
  message: 'Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.',
};

async function page(
  search: string,
  handler: (request: PasswordResetConfirmRequest) => Promise<StatusResponse>,
) {
  const log = logRecorder();
  const scope = fork({
    handlers: [
      [confirmResetFx, handler],
      [logFx, log.handler],
    ],
  });
  await allSettled(newPasswordPageOpened, { scope, params: { search } });
  return { scope, log };
}

async function type(
  scope: Awaited<ReturnType<typeof page>>['scope'],
  password: string,
  repeat: string,
) {
  await allSettled(newPasswordForm.fieldChanged, {
    scope,
    params: { name: 'password', value: password },
  });
  await allSettled(newPasswordForm.fieldChanged, {
    scope,
    params: { name: 'repeat', value: repeat },
  });
  await allSettled(newPasswordForm.submitted, { scope });
}

describe('new password model', () => {
  it('sets the password with the token from the mailed link', async () => {
    const sent: PasswordResetConfirmRequest[] = [];
    const { scope } = await page('?token=abc123', async (request) => (sent.push(request), changed));
    expect(scope.getState($token)).toBe('abc123');
    await type(scope, 'Fotobuch-Neu-2025', 'Fotobuch-Neu-2025');
    expect(sent).toEqual([{ token: 'abc123', password: 'Fotobuch-Neu-2025' }]);
    expect(scope.getState(newPasswordForm.$result)).toEqual(changed);
  });

  it('checks the repetition and the minimum length before sending', async () => {
    const sent: unknown[] = [];
    const { scope } = await page('?token=abc123', async (request) => (sent.push(request), changed));
    await type(scope, 'kurz', 'kurz');
    expect(scope.getState(newPasswordForm.$fieldErrors)).toEqual({
      password: { key: 'validation.passwordMin', params: { min: 8 } },
    });
    await type(scope, 'Fotobuch-Neu-2025', 'Fotobuch-Neu-2052');
    expect(scope.getState(newPasswordForm.$fieldErrors)).toEqual({
      repeat: { key: 'account.newPassword.mismatch' },
    });
    expect(sent).toEqual([]);
  });

  it('a spent or expired link shows the server’s message and offers a new one', async () => {
    const { scope, log } = await page('?token=used', async () => {
      throw apiError(400, {
        message: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
        code: 'invalid-token',
      });
    });
    await type(scope, 'Fotobuch-Neu-2025', 'Fotobuch-Neu-2025');
    expect(scope.getState($linkUnusable)).toBe(true);
    expect(scope.getState(newPasswordForm.$formError)).toEqual({
      text: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    });
    expect(log.events()).toEqual(['password-reset-error']);
    await allSettled(newLinkRequested, { scope });
    expect(scope.getState($dialog)?.dialogType).toBe('passwordReset');
  });

  it('a weak password from the server stays beside the field, the link stays usable', async () => {
    const { scope } = await page('?token=abc123', async () => {
      throw apiError(400, {
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        errors: [
          {
            field: 'password',
            message: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.',
          },
        ],
      });
    });
    await type(scope, 'password123', 'password123');
    expect(scope.getState($linkUnusable)).toBe(false);
    expect(scope.getState(newPasswordForm.$fieldErrors)).toEqual({
      password: { text: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.' },
    });
  });

  it('knows when the link carries no token, and leads to sign-in afterwards', async () => {
    const { scope } = await page('', async () => changed);
    expect(scope.getState($tokenMissing)).toBe(true);
    await allSettled(signInRequested, { scope });
    expect(scope.getState($dialog)?.dialogType).toBe('signIn');
  });
});
