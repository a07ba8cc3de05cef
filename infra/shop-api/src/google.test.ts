import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { googleClientId, signUpAndConfirm, startTestApi, type TestApi } from './testing/harness';

describe.each(await testDialects())('Google sign-in on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  async function post(credential: string) {
    const browser = api.client({ locale: 'en-US', channel: 'wallart-com' });
    await browser.get('/web-api/csrf-token');
    const response = await browser.post('/web-api/customer-auth-google-credentials', {
      credential,
    });
    return { ...response, browser };
  }
  const customers = async () =>
    (await api.db.selectFrom('shop_customer').select('email').execute()).map((row) => row.email);

  it('creates an account from a valid token, logs in, and finds it again next time', async () => {
    const claims = {
      sub: 'google-1',
      email: 'Greta@Gmail.com',
      given_name: 'Greta',
      family_name: 'Gruen',
    };
    const first = await post(await api.google.sign(claims, { now: api.clock.now() }));
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ isLoggedIn: true, fullName: 'Greta Gruen' });
    expect((await first.browser.get('/web-api/customer-data')).json.firstName).toBe('Greta');
    const second = await post(
      await api.google.sign({ ...claims, iss: 'accounts.google.com' }, { now: api.clock.now() }),
    );
    expect(second.json.number).toBe(first.json.number);
  });

  it('links an existing account of the same address', async () => {
    await signUpAndConfirm(api, 'linked@example.com', 'Linked-Password-1', 'wallart-com');
    const response = await post(
      await api.google.sign(
        { sub: 'google-2', email: 'linked@example.com' },
        { now: api.clock.now() },
      ),
    );
    expect(response.json).toMatchObject({ isLoggedIn: true, firstName: 'Erika' });
    const row = await api.db
      .selectFrom('shop_customer')
      .select('google_sub')
      .where('email', '=', 'linked@example.com')
      .executeTakeFirst();
    expect(row?.google_sub).toBe('google-2');
  });

  it.each([
    [
      'a wrong audience',
      { aud: 'someone-else.apps.googleusercontent.com' },
      {},
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    ],
    ['a wrong issuer', { iss: 'https://evil.example' }, {}, 'ERR_JWT_CLAIM_VALIDATION_FAILED'],
    ['an expired token', {}, { ttlSeconds: -60 }, 'ERR_JWT_EXPIRED'],
    [
      'a signature by another key',
      {},
      { foreignKey: true },
      'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    ],
    ['an unverified address', { email_verified: false }, {}, 'no verified e-mail'],
  ])('refuses %s and logs google-auth-callback-failed', async (_name, claims, options, reason) => {
    const before = await customers();
    const token = await api.google.sign(
      { sub: 'google-bad', email: 'bad@example.com', ...claims },
      { now: api.clock.now(), ...options },
    );
    const response = await post(token);
    expect(response.status).toBe(401);
    expect(response.json).toEqual({
      message: 'Signing in with Google failed. Please try again.',
      code: 'google-auth-failed',
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await customers()).toEqual(before);
    const logged = api.logs.filter((line) => line.event === 'google-auth-callback-failed');
    expect(String(logged.at(-1)?.reason)).toContain(reason);
  });

  it('refuses garbage with 401 and an empty credential with a field error', async () => {
    expect((await post('not-a-jwt')).status).toBe(401);
    const empty = await post('');
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual([
      { field: 'credential', message: 'Please fill in this field.' },
    ]);
  });

  it('refuses a token signed without a key (alg none)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const now = Math.floor(api.clock.now() / 1000);
    const body = Buffer.from(
      JSON.stringify({
        iss: 'https://accounts.google.com',
        aud: googleClientId,
        sub: 'google-none',
        email: 'none@example.com',
        email_verified: true,
        iat: now,
        exp: now + 600,
      }),
    ).toString('base64url');
    expect((await post(`${header}.${body}.`)).status).toBe(401);
  });
});
