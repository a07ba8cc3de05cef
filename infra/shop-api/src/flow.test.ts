import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { customerSchema } from '@shop/contracts';
import { emailHash } from './auth/crypto';
import { latestMail, startTestApi, type TestApi } from './testing/harness';

describe.each(await testDialects())('full customer flow over HTTP on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  it('signs up, confirms, logs out and in, resets the password through the mailed link, and logs in with the new one', async () => {
    const browser = api.client();
    const email = 'Erika.Muster@Example.com';
    const anonymous = await browser.get('/web-api/customer-data');
    expect(anonymous.status).toBe(200);
    expect(customerSchema.parse(anonymous.json)).toMatchObject({
      isLoggedIn: false,
      firstName: '',
      lastName: '',
      emailHash: null,
    });
    expect(anonymous.json).not.toHaveProperty('fullName');

    const signUp = await browser.post('/web-api/customer-signup', {
      email,
      password: 'Sommer-2024!',
      firstName: 'Erika',
      lastName: 'Muster',
    });
    expect(signUp.status).toBe(202);
    expect(signUp.json).toEqual({
      status: 'confirmation-sent',
      message: expect.stringContaining('E-Mail'),
    });

    const confirmMail = await latestMail(api, 'erika.muster@example.com');
    expect(confirmMail?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse bei Wallart');
    const confirmLink = confirmMail!.links[0]!;
    expect(confirmLink).toMatch(
      /^http:\/\/localhost:8080\/web-api\/customer-signup\/confirm\?token=[\w-]{43}&channel=wallart-de$/,
    );
    const confirmed = await browser.get(confirmLink);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('http://localhost:8080/?signup=confirmed');

    const me = await browser.get('/web-api/customer-data');
    expect(customerSchema.parse(me.json)).toEqual({
      emailHash: emailHash('erika.muster@example.com'),
      firstName: 'Erika',
      lastName: 'Muster',
      fullName: 'Erika Muster',
      isLoggedIn: true,
      isWhitelabelCustomer: false,
      number: expect.stringMatching(/^1\d{5}$/),
      type: 0,
      order: { isWhitelabelOrder: false, cartArticlesAmount: 0 },
    });

    const logout = await browser.post('/web-api/customer-logout');
    expect(logout.status).toBe(200);
    expect(logout.json.isLoggedIn).toBe(false);
    expect((await browser.get('/web-api/customer-data')).json.isLoggedIn).toBe(false);

    const login = await browser.post('/web-api/customer-login', {
      email,
      password: 'Sommer-2024!',
    });
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ isLoggedIn: true, fullName: 'Erika Muster' });

    const reset = await browser.post('/web-api/customer-password-reset', { email });
    expect(reset.status).toBe(202);
    const resetMail = await latestMail(api, 'erika.muster@example.com');
    expect(resetMail?.kind).toBe('password-reset');
    const resetLink = new URL(resetMail!.links[0]!);
    expect(`${resetLink.origin}${resetLink.pathname}`).toBe(
      'http://localhost:8080/account/password-reset',
    );
    const token = resetLink.searchParams.get('token')!;
    const changed = await browser.post('/web-api/customer-password-reset/confirm', {
      token,
      password: 'Winter-2025?',
    });
    expect(changed.status).toBe(200);
    expect(changed.json.status).toBe('password-changed');
    expect((await latestMail(api, 'erika.muster@example.com'))?.kind).toBe('password-changed');
    // The reset ended the session this browser had.
    expect((await browser.get('/web-api/customer-data')).json.isLoggedIn).toBe(false);

    expect(
      (await browser.post('/web-api/customer-login', { email, password: 'Sommer-2024!' })).status,
    ).toBe(401);
    const relogin = await browser.post('/web-api/customer-login', {
      email,
      password: 'Winter-2025?',
    });
    expect(relogin.status).toBe(200);
    expect((await browser.get('/web-api/customer-data')).json).toMatchObject({
      isLoggedIn: true,
      firstName: 'Erika',
    });
  });

  it('subscribes to the newsletter and confirms through the mailed link', async () => {
    const browser = api.client({ channel: 'kartenliebe-ch', locale: 'fr-CH' });
    await browser.get('/web-api/csrf-token');
    const subscribe = await browser.post('/web-api/newsletter-subscribe', {
      email: 'leser@example.ch',
      recaptchaToken: 'good',
    });
    expect(subscribe.status).toBe(202);
    expect(subscribe.json.status).toBe('confirmation-sent');
    const row = () =>
      api.db
        .selectFrom('shop_newsletter')
        .selectAll()
        .where('email', '=', 'leser@example.ch')
        .executeTakeFirst();
    expect(await row()).toMatchObject({
      status: 'pending',
      channel: 'kartenliebe',
      country: 'ch',
      locale: 'fr-CH',
    });

    const mail = await latestMail(api, 'leser@example.ch');
    expect(mail?.subject).toBe('Veuillez confirmer votre inscription à la newsletter Kartenliebe');
    const link = mail!.links[0]!;
    expect(link).toMatch(
      /^http:\/\/kartenliebe\.localhost:8080\/web-api\/newsletter-confirm\?token=/,
    );
    const confirm = await browser.get(link);
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(
      'http://kartenliebe.localhost:8080/?newsletter=confirmed',
    );
    expect(await row()).toMatchObject({ status: 'confirmed', confirmed_at: expect.any(Number) });

    const again = await browser.get(link);
    expect(again.headers.get('location')).toBe(
      'http://kartenliebe.localhost:8080/?newsletter=invalid-link',
    );
  });
});
