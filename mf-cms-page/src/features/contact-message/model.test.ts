import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shop/api-client';
import { logFx } from '../../shared/lib/form-model';
import {
  contactForm,
  contactFormMounted,
  contactInputStarted,
  preloadRecaptchaFx,
  recaptchaTokenFx,
  sendContactMessageFx,
} from './model';

const sent = { status: 'sent' as const, reference: 'CM-ABCDEFGH', message: 'Vielen Dank!' };
const values = {
  name: 'Erika Muster',
  email: 'erika@example.com',
  topic: 'Sonstiges',
  orderNumber: '',
  message: 'Wann kommt mein Bild an?',
};

async function filled(handlers: Array<[unknown, unknown]>) {
  const scope = fork({ handlers: handlers as never });
  await allSettled(contactFormMounted, {
    scope,
    params: { person: 'Anna Becker', recaptcha: { siteKey: null, devTokenAllowed: true } },
  });
  for (const [name, value] of Object.entries(values))
    await allSettled(contactForm.fieldChanged, { scope, params: { name: name as 'name', value } });
  return scope;
}

describe('the contact form', () => {
  it('gets a reCAPTCHA token, then sends the message with the person and shows the answer', async () => {
    const send = vi.fn(async () => sent);
    const scope = await filled([
      [recaptchaTokenFx, async () => 'token-1'],
      [sendContactMessageFx, send],
    ]);
    await allSettled(contactForm.submitted, { scope });
    expect(send).toHaveBeenCalledWith({
      name: 'Erika Muster',
      email: 'erika@example.com',
      topic: 'Sonstiges',
      message: 'Wann kommt mein Bild an?',
      person: 'Anna Becker',
      recaptchaToken: 'token-1',
    });
    expect(scope.getState(contactForm.$status)).toBe('sent');
    expect(scope.getState(contactForm.$result)).toEqual(sent);
  });

  it('checks the fields before asking reCAPTCHA', async () => {
    const token = vi.fn(async () => 'token');
    const scope = await filled([[recaptchaTokenFx, token]]);
    await allSettled(contactForm.fieldChanged, { scope, params: { name: 'email', value: 'x@' } });
    await allSettled(contactForm.fieldChanged, { scope, params: { name: 'message', value: 'Hi' } });
    await allSettled(contactForm.submitted, { scope });
    expect(token).not.toHaveBeenCalled();
    expect(scope.getState(contactForm.$fieldErrors)).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      message: 'Bitte geben Sie mindestens 10 Zeichen ein.',
    });
  });

  it('shows the server’s field errors and message, logs, and sends again on retry', async () => {
    const refused = new ApiError({
      status: 400,
      method: 'POST',
      url: '/web-api/contact-message',
      body: {
        message: 'Bitte prüfen Sie Ihre Eingabe.',
        code: 'invalid-input',
        errors: [{ field: 'orderNumber', message: 'Nur Buchstaben und Ziffern.' }],
      },
    });
    const send = vi.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce(sent);
    const log = vi.fn();
    const scope = await filled([
      [recaptchaTokenFx, async () => 'token'],
      [sendContactMessageFx, send],
      [logFx, log],
    ]);
    await allSettled(contactForm.submitted, { scope });
    expect(scope.getState(contactForm.$status)).toBe('failed');
    expect(scope.getState(contactForm.$failure)).toEqual({
      kind: 'server',
      message: 'Bitte prüfen Sie Ihre Eingabe.',
      status: 400,
    });
    expect(scope.getState(contactForm.$fieldErrors)).toEqual({
      orderNumber: 'Nur Buchstaben und Ziffern.',
    });
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ event: 'contact-message-error' }));
    await allSettled(contactForm.submitted, { scope });
    expect(send).toHaveBeenCalledTimes(2);
    expect(scope.getState(contactForm.$status)).toBe('sent');
  });

  it('does not send without a reCAPTCHA token and says so', async () => {
    const send = vi.fn();
    const scope = await filled([
      [recaptchaTokenFx, () => Promise.reject(new Error('contact without a reCAPTCHA token'))],
      [sendContactMessageFx, send],
      [logFx, vi.fn()],
    ]);
    await allSettled(contactForm.submitted, { scope });
    expect(send).not.toHaveBeenCalled();
    expect(scope.getState(contactForm.$failure)).toEqual({ kind: 'unknown' });
  });

  it('loads reCAPTCHA’s script ahead of the submit once the shopper types, only with a site key', async () => {
    const preload = vi.fn(async () => undefined);
    for (const siteKey of [null, 'site-key']) {
      const scope = fork({ handlers: [[preloadRecaptchaFx, preload]] });
      await allSettled(contactFormMounted, {
        scope,
        params: { person: null, recaptcha: { siteKey, devTokenAllowed: false } },
      });
      expect(preload).not.toHaveBeenCalled();
      await allSettled(contactInputStarted, { scope });
    }
    expect(preload.mock.calls).toEqual([[{ siteKey: 'site-key', devTokenAllowed: false }]]);
  });
});
