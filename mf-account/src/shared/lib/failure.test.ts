import { describe, expect, it } from 'vitest';
import { TimeoutError } from '@shop/api-client';
import { apiError } from '../testing';
import { toFormFailure } from './failure';

describe('toFormFailure', () => {
  it('keeps the server message as sent, with status and code', () => {
    const failure = toFormFailure(
      apiError(401, {
        message: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
        code: 'invalid-credentials',
      }),
      ['email', 'password'],
      'account.signIn.error',
    );
    expect(failure).toEqual({
      status: 401,
      code: 'invalid-credentials',
      message: { text: 'E-Mail-Adresse oder Passwort ist nicht korrekt.' },
      fieldErrors: {},
      detail: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
    });
  });

  it('places the first error of each known field beside it', () => {
    const failure = toFormFailure(
      apiError(400, {
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        errors: [
          { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
          { field: 'email', message: 'second' },
        ],
      }),
      ['email'],
      'errors.generic',
    );
    expect(failure.fieldErrors).toEqual({
      email: { text: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    });
    expect(failure.message).toEqual({ text: 'Bitte prüfen Sie Ihre Eingaben.' });
  });

  it('uses our texts for time-outs and unexpected errors', () => {
    expect(
      toFormFailure(new TimeoutError('POST', '/x', 15000), [], 'newsletter.error').message,
    ).toEqual({ key: 'errors.network' });
    expect(toFormFailure(new Error('boom'), [], 'newsletter.error')).toMatchObject({
      status: null,
      message: { key: 'newsletter.error' },
      detail: 'boom',
    });
  });
});
