import { afterEach, describe, expect, it } from 'vitest';
import { developmentRecaptchaToken } from './config/config';
import { startTestApi, type TestApi } from './testing/harness';

describe('development and production behaviour', () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('accepts only the documented development reCAPTCHA token without a secret outside production', async () => {
    api = await startTestApi('sqlite', { RECAPTCHA_SECRET: '' });
    const browser = api.client();
    await browser.get('/web-api/csrf-token');
    expect(
      (
        await browser.post('/web-api/newsletter-subscribe', {
          email: 'dev@example.com',
          recaptchaToken: 'good',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await browser.post('/web-api/newsletter-subscribe', {
          email: 'dev@example.com',
          recaptchaToken: developmentRecaptchaToken,
        })
      ).status,
    ).toBe(202);
    expect(api.recaptcha.calls).toEqual([]);
  });

  it('has no development outbox and no development token in production', async () => {
    api = await startTestApi('sqlite', { NODE_ENV: 'production', RECAPTCHA_SECRET: '' });
    expect((await api.client().get('/web-api/dev/outbox')).status).toBe(404);
    const browser = api.client();
    await browser.get('/web-api/csrf-token');
    const refused = await browser.post('/web-api/newsletter-subscribe', {
      email: 'prod@example.com',
      recaptchaToken: developmentRecaptchaToken,
    });
    expect(refused.status).toBe(503);
    expect(await api.db.selectFrom('shop_newsletter').select('id').execute()).toEqual([]);
    const document = (await api.client().get('/web-api/openapi.json')).json;
    expect(document.paths['/web-api/dev/outbox']).toBeUndefined();
  });

  it('builds mailed links from SHOP_PUBLIC_URLS, per channel and country, never from the Host header', async () => {
    api = await startTestApi('sqlite', {
      SHOP_PUBLIC_URLS:
        'wallart=https://www.wallart.example,wallart-ch=https://www.wallart.example.ch,kartenliebe=https://kartenliebe.example',
    });
    const browser = api.client({ channel: 'wallart-ch' });
    await browser.get('/web-api/csrf-token');
    await browser.post(
      '/web-api/newsletter-subscribe',
      { email: 'host@example.com', recaptchaToken: 'good' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    await api.settled();
    const mails = (await api.client().get('/web-api/dev/outbox?to=host@example.com')).json.mails;
    expect(mails[0].links[0]).toMatch(
      /^https:\/\/www\.wallart\.example\.ch\/web-api\/newsletter-confirm\?token=/,
    );
  });
});
