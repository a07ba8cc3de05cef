import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { failUpdates, latestMail, startTestApi, type TestApi } from './testing/harness';

describe.each(await testDialects())('newsletter on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  const stored = async () => ({
    subscriptions: (await api.db.selectFrom('shop_newsletter').select('email').execute()).length,
    mails: (
      await api.db
        .selectFrom('shop_mail')
        .select('id')
        .where('kind', '=', 'newsletter-confirm')
        .execute()
    ).length,
    tokens: (
      await api.db
        .selectFrom('shop_token')
        .select('id_hash')
        .where('purpose', '=', 'newsletter-confirm')
        .execute()
    ).length,
  });
  let visitor = 0;
  // Each call comes from its own address unless a test names one: the per-IP limit is tested on its own.
  async function subscribe(
    body: Record<string, unknown>,
    locale = 'de-DE',
    ip = `192.0.2.${(visitor += 1)}`,
  ) {
    const browser = api.client({ locale, ip });
    await browser.get('/web-api/csrf-token');
    return browser.post('/web-api/newsletter-subscribe', body);
  }

  it('refuses a subscription without a reCAPTCHA token, logs it and stores nothing', async () => {
    const before = await stored();
    const response = await subscribe({ email: 'robot@example.com' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
      code: 'recaptcha-missing',
    });
    expect(await stored()).toEqual(before);
    expect(
      api.logs.some(
        (line) =>
          line.event === 'newsletter-error' && line.msg === 'newsletter without a reCAPTCHA token',
      ),
    ).toBe(true);
  });

  it('refuses a token the verifier rejects or scores low, logs a reCAPTCHA error and stores nothing', async () => {
    const before = await stored();
    const calls = api.recaptcha.calls.length;
    for (const recaptchaToken of ['forged', 'low-score']) {
      const response = await subscribe(
        { email: 'robot@example.com', recaptchaToken },
        'en-GB',
        '192.0.2.7',
      );
      expect(response.status).toBe(400);
      expect(response.json.code).toBe('recaptcha-failed');
    }
    expect(api.recaptcha.calls.slice(calls)[0]).toEqual({
      secret: 'test-secret',
      response: 'forged',
      remoteip: '192.0.2.7',
    });
    expect(await stored()).toEqual(before);
    const errors = api.logs.filter(
      (line) => line.event === 'newsletter-error' && String(line.msg).startsWith('reCAPTCHA error'),
    );
    expect(errors.map((line) => line.msg)).toEqual([
      'reCAPTCHA error: error codes: invalid-input-response',
      'reCAPTCHA error: score 0.1 below 0.5',
    ]);
  });

  it('answers 503 when the verifier is down and stores nothing', async () => {
    const before = await stored();
    api.recaptcha.setDown(true);
    try {
      const response = await subscribe({ email: 'someone@example.com', recaptchaToken: 'good' });
      expect(response.status).toBe(503);
      expect(response.json.code).toBe('recaptcha-unavailable');
    } finally {
      api.recaptcha.setDown(false);
    }
    expect(await stored()).toEqual(before);
    expect(
      api.logs.some(
        (line) =>
          line.event === 'newsletter-error' &&
          line.msg === 'reCAPTCHA error: verifier answered 500',
      ),
    ).toBe(true);
  });

  it('refuses an invalid address with a field message and stores nothing', async () => {
    const before = await stored();
    const response = await subscribe({ email: 'not-an-address', recaptchaToken: 'good' });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual([
      { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('confirms through POST with the token, once; a confirmed address gets the same answer and no new mail', async () => {
    expect((await subscribe({ email: 'posted@example.com', recaptchaToken: 'good' })).status).toBe(
      202,
    );
    const token = new URL(
      (await latestMail(api, 'posted@example.com'))!.links[0]!,
    ).searchParams.get('token')!;
    const browser = api.client();
    await browser.get('/web-api/csrf-token');
    const confirmed = await browser.post('/web-api/newsletter-confirm', { token });
    expect(confirmed.json).toEqual({
      status: 'confirmed',
      message: 'Vielen Dank, Ihre Newsletter-Anmeldung ist bestätigt.',
    });
    expect((await browser.post('/web-api/newsletter-confirm', { token })).json.code).toBe(
      'invalid-token',
    );

    const mailsBefore = (await stored()).mails;
    const again = await subscribe({ email: 'posted@example.com', recaptchaToken: 'good' });
    expect(again.status).toBe(202);
    expect(again.json.status).toBe('confirmation-sent');
    expect((await stored()).mails).toBe(mailsBefore);
  });

  it('keeps the link usable when the confirmation cannot be stored', async () => {
    expect((await subscribe({ email: 'retry@example.com', recaptchaToken: 'good' })).status).toBe(
      202,
    );
    const token = new URL((await latestMail(api, 'retry@example.com'))!.links[0]!).searchParams.get(
      'token',
    )!;
    const browser = api.client();
    await browser.get('/web-api/csrf-token');
    const restore = await failUpdates(api, 'shop_newsletter');
    try {
      expect((await browser.post('/web-api/newsletter-confirm', { token })).status).toBe(500);
    } finally {
      await restore();
    }
    expect((await browser.post('/web-api/newsletter-confirm', { token })).json.status).toBe(
      'confirmed',
    );
  });

  it('expires the confirmation link after three days', async () => {
    expect((await subscribe({ email: 'late@example.com', recaptchaToken: 'good' })).status).toBe(
      202,
    );
    const link = (await latestMail(api, 'late@example.com'))!.links[0]!;
    api.clock.advance(3 * 24 * 60 * 60_000 + 1000);
    const response = await api.client().get(link);
    expect(response.headers.get('location')).toBe('http://localhost:8080/?newsletter=invalid-link');
    const row = await api.db
      .selectFrom('shop_newsletter')
      .select('status')
      .where('email', '=', 'late@example.com')
      .executeTakeFirst();
    expect(row?.status).toBe('pending');
  });

  it('refuses the sixth subscription from one address within the window with 429, before asking reCAPTCHA', async () => {
    const calls = api.recaptcha.calls.length;
    const statuses = [];
    for (let n = 1; n <= 6; n += 1) {
      const response = await subscribe(
        { email: `flood-${n}@example.com`, recaptchaToken: 'good' },
        'de-DE',
        '198.51.100.9',
      );
      statuses.push(response.status);
      if (n === 6) {
        expect(response.json.code).toBe('too-many-attempts');
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      }
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(api.recaptcha.calls.length - calls).toBe(5);
    const flooded = await api.db
      .selectFrom('shop_newsletter')
      .select('email')
      .where('email', '=', 'flood-6@example.com')
      .execute();
    expect(flooded).toEqual([]);
  });
});
