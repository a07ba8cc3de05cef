import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '@shop/api-client';
import { apiError, logRecorder } from '../testing';
import { createForm } from './create-form';
import { logFx } from './log';
import { emailText, fieldErrors, requiredText } from './validation';

const sendFx = createEffect(async (_values: { email: string; password: string }) => 'sent');
const form = createForm({
  initial: { email: '', password: '' },
  validate: (values) =>
    fieldErrors({ email: emailText(values.email), password: requiredText(values.password) }),
  submitFx: sendFx,
  logEvent: 'test-error',
  fallback: 'errors.generic',
});

async function filledScope(
  handler: (values: { email: string; password: string }) => Promise<string>,
) {
  const log = logRecorder();
  const scope = fork({
    handlers: [
      [sendFx, handler],
      [logFx, log.handler],
    ],
  });
  await allSettled(form.fieldChanged, {
    scope,
    params: { name: 'email', value: 'anna@example.org' },
  });
  await allSettled(form.fieldChanged, { scope, params: { name: 'password', value: 'secret-1' } });
  return { scope, log };
}

describe('createForm', () => {
  it('checks the fields before sending and sends nothing while they are invalid', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      handlers: [[sendFx, async (values: unknown) => (sent.push(values), 'sent')]],
    });
    await allSettled(form.fieldChanged, { scope, params: { name: 'email', value: 'anna@' } });
    await allSettled(form.submitted, { scope });
    expect(sent).toEqual([]);
    expect(scope.getState(form.$fieldErrors)).toEqual({
      email: { key: 'validation.email' },
      password: { key: 'validation.required' },
    });
    // Typing into a field clears its own error only.
    await allSettled(form.fieldChanged, {
      scope,
      params: { name: 'email', value: 'anna@example.org' },
    });
    expect(scope.getState(form.$fieldErrors)).toEqual({ password: { key: 'validation.required' } });
  });

  it('sends the values and keeps the answer', async () => {
    const { scope } = await filledScope(async (values) => `hello ${values.email}`);
    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$result)).toBe('hello anna@example.org');
    expect(scope.getState(form.$formError)).toBeNull();
  });

  it('keeps every typed value when the server refuses, shows its message and places its field errors', async () => {
    const { scope, log } = await filledScope(async () => {
      throw apiError(400, {
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        errors: [
          { field: 'password', message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' },
          { field: 'token', message: 'Bitte füllen Sie dieses Feld aus.' },
        ],
      });
    });
    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$values)).toEqual({
      email: 'anna@example.org',
      password: 'secret-1',
    });
    expect(scope.getState(form.$formError)).toEqual({
      text: 'Bitte prüfen Sie Ihre Eingaben. Bitte füllen Sie dieses Feld aus.',
    });
    expect(scope.getState(form.$fieldErrors)).toEqual({
      password: { text: 'Das Passwort muss mindestens 8 Zeichen lang sein.' },
    });
    // 400 is the shopper's input, not a fault: not logged.
    expect(log.lines).toEqual([]);
  });

  it('logs other failures as one JSON event without the shopper’s input', async () => {
    const { scope, log } = await filledScope(async () => {
      throw apiError(429, {
        message: 'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
        code: 'too-many-attempts',
      });
    });
    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$formError)).toEqual({
      text: 'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    });
    expect(log.lines).toEqual([
      {
        level: 'warn',
        event: 'test-error',
        status: 429,
        code: 'too-many-attempts',
        message: 'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
      },
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('anna@example.org');
  });

  it('shows our own text when no server answered', async () => {
    const { scope, log } = await filledScope(async () => {
      throw new NetworkError('POST', '/web-api/test');
    });
    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$formError)).toEqual({ key: 'errors.network' });
    expect(log.lines[0]).toMatchObject({ level: 'error', event: 'test-error', status: null });
  });

  it('sends once while a submission is under way', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const { scope } = await filledScope(() => {
      calls += 1;
      return new Promise<string>((resolve) => (release = () => resolve('sent')));
    });
    const first = allSettled(form.submitted, { scope });
    await Promise.resolve();
    expect(scope.getState(form.$pending)).toBe(true);
    void allSettled(form.submitted, { scope });
    release();
    await first;
    expect(calls).toBe(1);
  });

  it('resets to empty or to the given values', async () => {
    const { scope } = await filledScope(async () => 'sent');
    await allSettled(form.passwordVisibilityToggled, { scope });
    expect(scope.getState(form.$passwordVisible)).toBe(true);
    await allSettled(form.reset, { scope, params: { email: 'ben@example.org' } });
    expect(scope.getState(form.$values)).toEqual({ email: 'ben@example.org', password: '' });
    expect(scope.getState(form.$passwordVisible)).toBe(false);
  });
});
