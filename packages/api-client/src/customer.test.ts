import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import {
  confirmPasswordReset,
  fetchCustomerData,
  login,
  logout,
  requestPasswordReset,
  signInWithGoogle,
  signup,
} from './customer';
import type { Customer } from './customer';
import { confirmNewsletter, subscribeNewsletter } from './newsletter';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

const customer: Customer = {
  emailHash: 'abc',
  firstName: 'Erika',
  lastName: 'Mustermann',
  fullName: 'Erika Mustermann',
  isLoggedIn: true,
  isWhitelabelCustomer: false,
  number: '100234',
  order: { isWhitelabelOrder: false, cartArticlesAmount: 2 },
  type: 0,
};
const anonymous: Customer = {
  ...customer,
  emailHash: '',
  firstName: '',
  lastName: '',
  fullName: undefined,
  isLoggedIn: false,
  number: '',
};
const anonymousJson = JSON.parse(JSON.stringify(anonymous)) as Customer;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.route('GET', '/web-api/csrf-token', { body: { csrfToken: 't' } });
});
const api = () =>
  createApiClient({
    channel: 'kartenliebe',
    country: 'de',
    locale: 'de-DE',
    origin: server.origin,
    retryDelayMs: 0,
  });
const lastBody = () => JSON.parse(server.requests.at(-1)?.body ?? 'null') as unknown;

describe('customer calls', () => {
  it('fetches customer data with the page query and referrer', async () => {
    server.route('GET', '/web-api/customer-data', { body: customer });
    await expect(
      fetchCustomerData(
        { query: '?utm_source=news&gclid=xyz', referrer: 'https://www.google.com/' },
        api(),
      ),
    ).resolves.toEqual(customer);
    const request = server.requests[0];
    expect(request?.url).toBe('/web-api/customer-data?utm_source=news&gclid=xyz');
    expect(request?.headers['x-referrer']).toBe('https://www.google.com/');
    expect(request?.headers['x-channel']).toBe('kartenliebe-de');
  });

  it('logs in with the form data', async () => {
    server.route('POST', '/web-api/customer-login', { body: customer });
    await expect(
      login({ email: 'erika@example.com', password: 'secret123' }, api()),
    ).resolves.toEqual(customer);
    expect(lastBody()).toEqual({ email: 'erika@example.com', password: 'secret123' });
  });

  it('surfaces the server message of a failed login', async () => {
    server.route('POST', '/web-api/customer-login', {
      status: 401,
      body: { message: 'E-Mail oder Passwort falsch' },
    });
    await expect(login({ email: 'a@b.de', password: 'x' }, api())).rejects.toMatchObject({
      status: 401,
      message: 'E-Mail oder Passwort falsch',
    });
  });

  it('returns the field errors of a failed sign-up', async () => {
    server.route('POST', '/web-api/customer-signup', {
      status: 400,
      body: {
        message: 'Registrierung fehlgeschlagen',
        errors: [
          { field: 'email', message: 'Diese E-Mail-Adresse ist bereits registriert.' },
          { field: 'password', message: 'Zu kurz' },
        ],
      },
    });
    const error = await signup(
      { firstName: 'E', lastName: 'M', email: 'a@b.de', password: 'x' },
      api(),
    ).catch((e: unknown) => e);
    expect(server.requests.at(-1)?.headers['x-csrf-token']).toBe('t');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors.map((e) => e.field)).toEqual(['email', 'password']);
  });

  it('signs up, resets a password, signs in with Google and logs out', async () => {
    server.route('POST', '/web-api/customer-signup', {
      status: 202,
      body: { status: 'confirmation-sent', message: 'Check your mail' },
    });
    server.route('POST', '/web-api/customer-password-reset', {
      status: 202,
      body: { status: 'reset-requested', message: 'Mail sent' },
    });
    server.route('POST', '/web-api/customer-password-reset/confirm', {
      body: { status: 'password-changed', message: 'Done' },
    });
    server.route('POST', '/web-api/customer-auth-google-credentials', { body: customer });
    server.route('POST', '/web-api/customer-logout', { body: anonymous });
    const form = { firstName: 'Erika', lastName: 'M', email: 'e@x.de', password: 'secret123' };
    await expect(signup(form, api())).resolves.toEqual({
      status: 'confirmation-sent',
      message: 'Check your mail',
    });
    expect(lastBody()).toEqual(form);
    await expect(requestPasswordReset({ email: 'e@x.de' }, api())).resolves.toMatchObject({
      status: 'reset-requested',
    });
    expect(lastBody()).toEqual({ email: 'e@x.de' });
    await expect(
      confirmPasswordReset({ token: 'tok', password: 'n3w-secret' }, api()),
    ).resolves.toMatchObject({ status: 'password-changed' });
    expect(lastBody()).toEqual({ token: 'tok', password: 'n3w-secret' });
    await expect(signInWithGoogle({ credential: 'jwt' }, api())).resolves.toEqual(customer);
    expect(lastBody()).toEqual({ credential: 'jwt' });
    await expect(logout(api())).resolves.toEqual(anonymousJson);
    expect(server.hits('POST', '/web-api/customer-logout')).toBe(1);
  });
});

describe('newsletter calls', () => {
  it('subscribes with the reCAPTCHA token and confirms with the mail token', async () => {
    server.route('POST', '/web-api/newsletter-subscribe', {
      status: 202,
      body: { status: 'confirmation-sent', message: 'Check your inbox' },
    });
    server.route('POST', '/web-api/newsletter-confirm', {
      body: { status: 'confirmed', message: 'Confirmed' },
    });
    await expect(
      subscribeNewsletter({ email: 'e@x.de', recaptchaToken: 'tok' }, api()),
    ).resolves.toMatchObject({ status: 'confirmation-sent' });
    expect(lastBody()).toEqual({ email: 'e@x.de', recaptchaToken: 'tok' });
    await expect(confirmNewsletter({ token: 'mail-token' }, api())).resolves.toEqual({
      status: 'confirmed',
      message: 'Confirmed',
    });
    expect(lastBody()).toEqual({ token: 'mail-token' });
  });

  it('does not retry a subscription that hit a 503', async () => {
    server.route('POST', '/web-api/newsletter-subscribe', { status: 503 });
    await expect(
      subscribeNewsletter({ email: 'e@x.de', recaptchaToken: 'tok' }, api()),
    ).rejects.toMatchObject({ status: 503 });
    expect(server.hits('POST', '/web-api/newsletter-subscribe')).toBe(1);
  });
});
