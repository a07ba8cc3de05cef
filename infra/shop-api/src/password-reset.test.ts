import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import {
  failUpdates,
  latestMail,
  signUpAndConfirm,
  startTestApi,
  type TestApi,
} from './testing/harness';

describe.each(await testDialects())('password reset on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await signUpAndConfirm(api, 'reset@example.com', 'First-Password-1');
  });
  afterAll(() => api?.close());

  let requests = 0;
  async function requestToken(
    email = 'reset@example.com',
    channel = 'wallart-de',
  ): Promise<string> {
    const browser = api.client({ channel, ip: `10.20.0.${++requests}` });
    await browser.get('/web-api/csrf-token');
    expect((await browser.post('/web-api/customer-password-reset', { email })).status).toBe(202);
    const link = (await latestMail(api, email))!.links[0]!;
    return new URL(link).searchParams.get('token')!;
  }

  async function confirm(token: string, password: string, channel = 'wallart-de') {
    const browser = api.client({ channel, locale: 'es-ES' });
    await browser.get('/web-api/csrf-token');
    return browser.post('/web-api/customer-password-reset/confirm', { token, password });
  }

  it('accepts a token once', async () => {
    const token = await requestToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await confirm(token, 'Second-Password-2')).status).toBe(200);
    const reused = await confirm(token, 'Third-Password-3');
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual({
      message: 'Este enlace no es válido o ha caducado. Solicita uno nuevo.',
      code: 'invalid-token',
    });
    expect(
      api.logs.some((line) => line.event === 'password-reset-error' && line.status === 400),
    ).toBe(true);
  });

  it('keeps the link usable when the new password cannot be stored', async () => {
    const token = await requestToken();
    const restore = await failUpdates(api, 'shop_customer');
    try {
      expect((await confirm(token, 'Lost-Password-9')).status).toBe(500);
    } finally {
      await restore();
    }
    expect((await confirm(token, 'Fourth-Password-4')).status).toBe(200);
  });

  it('refuses a token after one hour and stores only its hash', async () => {
    const token = await requestToken();
    const rows = await api.db
      .selectFrom('shop_token')
      .select('id_hash')
      .where('purpose', '=', 'password-reset')
      .execute();
    expect(rows.map((row) => row.id_hash)).not.toContain(token);
    api.clock.advance(60 * 60_000 + 1000);
    expect((await confirm(token, 'Late-Password-4')).status).toBe(400);
  });

  it('does not use up the token on an invalid new password', async () => {
    const token = await requestToken();
    const weak = await confirm(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.json.errors).toEqual([
      { field: 'password', message: 'La contraseña debe tener al menos 8 caracteres.' },
    ]);
    expect((await confirm(token, 'password123')).json.errors).toEqual([
      { field: 'password', message: 'Esta contraseña es demasiado fácil de adivinar. Elige otra.' },
    ]);
    expect((await confirm(token, 'Fifth-Password-5')).status).toBe(200);
  });

  it('refuses a token on another brand channel', async () => {
    const token = await requestToken();
    expect((await confirm(token, 'Other-Brand-Pass-6', 'kartenliebe-de')).status).toBe(400);
  });

  it('ends every session of the account', async () => {
    const phone = api.client({ ip: '10.21.0.1' });
    const laptop = api.client({ ip: '10.21.0.2' });
    for (const browser of [phone, laptop]) {
      await browser.get('/web-api/csrf-token');
      expect(
        (
          await browser.post('/web-api/customer-login', {
            email: 'reset@example.com',
            password: 'Fifth-Password-5',
          })
        ).status,
      ).toBe(200);
    }
    const token = await requestToken();
    expect((await confirm(token, 'Sixth-Password-6')).status).toBe(200);
    expect((await phone.get('/web-api/customer-data')).json.isLoggedIn).toBe(false);
    expect((await laptop.get('/web-api/customer-data')).json.isLoggedIn).toBe(false);
  });

  it('limits reset requests per address to five in 15 minutes', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const browser = api.client({ ip: `10.22.0.${attempt}` });
      await browser.get('/web-api/csrf-token');
      statuses.push(
        (await browser.post('/web-api/customer-password-reset', { email: 'flood@example.com' }))
          .status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
