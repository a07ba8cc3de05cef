import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { startTestApi, type TestApi } from './testing/harness';

describe.each(await testDialects())('cross-site request protection on %s', (dialect) => {
  let api: TestApi;
  const login = { email: 'someone@example.com', password: 'Some-Password-1' };
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  const failureCount = async () =>
    (await api.db.selectFrom('shop_rate_event').select('id').execute()).length;

  it('refuses a POST from a foreign Origin before doing anything, even with a valid token', async () => {
    const before = await failureCount();
    const attacker = api.client({ origin: 'https://evil.example', locale: 'en-GB' });
    await attacker.get('/web-api/csrf-token');
    const refused = await attacker.post('/web-api/customer-login', login);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      message: 'This request was refused because it did not come from the shop.',
      code: 'cross-site-request',
    });
    expect(await failureCount()).toBe(before);
    expect(
      api.logs.some(
        (line) => line.event === 'csrf-refused' && String(line.reason).includes('evil.example'),
      ),
    ).toBe(true);
    for (const origin of ['null', 'http://localhost.evil.example:8080', 'https://localhost:8080']) {
      expect(
        (await attacker.post('/web-api/customer-login', login, { origin })).status,
        origin,
      ).toBe(403);
    }
  });

  it('refuses a POST without Origin that the browser marks cross-site', async () => {
    const browser = api.client({ origin: null });
    await browser.get('/web-api/csrf-token');
    expect(
      (await browser.post('/web-api/customer-logout', {}, { 'sec-fetch-site': 'cross-site' }))
        .status,
    ).toBe(403);
    expect(
      (await browser.post('/web-api/customer-logout', {}, { 'sec-fetch-site': 'same-origin' }))
        .status,
    ).toBe(200);
  });

  it('refuses a POST without X-CSRF-Token and hands out a token that works on retry', async () => {
    const browser = api.client();
    await browser.get('/web-api/customer-data');
    const refused = await browser.post('/web-api/customer-logout', {}, { 'x-csrf-token': '' });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('csrf-token');
    const fresh = refused.headers.get('x-csrf-token');
    expect(fresh).toBeTruthy();
    expect(browser.jar.get('__Host-shop_csrf')).toBe(fresh);
    expect(
      (await browser.post('/web-api/customer-logout', {}, { 'x-csrf-token': fresh! })).status,
    ).toBe(200);
  });

  it('refuses a POST without any session cookie, and a token made for another session', async () => {
    const noCookie = api.client();
    expect(
      (await noCookie.post('/web-api/customer-logout', {}, { 'x-csrf-token': 'a.b' })).json.code,
    ).toBe('csrf-token');

    const victim = api.client();
    const other = api.client();
    await victim.get('/web-api/customer-data');
    const otherToken = (await other.get('/web-api/csrf-token')).json.csrfToken as string;
    const refused = await victim.post('/web-api/customer-login', login, {
      'x-csrf-token': otherToken,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('csrf-token');
    const tampered = `${otherToken.split('.')[0]}.${'A'.repeat(43)}`;
    expect(
      (await other.post('/web-api/customer-logout', {}, { 'x-csrf-token': tampered })).status,
    ).toBe(403);
  });

  it('accepts the shop origins of every channel, and plain GETs from anywhere', async () => {
    const kartenliebe = api.client({
      origin: 'http://kartenliebe.localhost:8080',
      channel: 'kartenliebe-de',
    });
    await kartenliebe.get('/web-api/csrf-token');
    expect((await kartenliebe.post('/web-api/customer-logout')).status).toBe(200);
    expect(
      (
        await api
          .client({ origin: 'https://evil.example' })
          .get('/web-api/customer-data', { origin: 'https://evil.example' })
      ).status,
    ).toBe(200);
  });

  it('leaves unknown paths to the 404 answer', async () => {
    const response = await api
      .client({ origin: 'https://evil.example' })
      .post('/web-api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.json.message).toBe('Not found: POST /web-api/nothing-here');
  });

  it('answers GET /web-api/csrf-token with the token of the cookie set alongside', async () => {
    const browser = api.client();
    const response = await browser.get('/web-api/csrf-token');
    expect(response.json.csrfToken).toBe(browser.jar.get('__Host-shop_csrf'));
    expect(response.headers.get('x-csrf-token')).toBe(response.json.csrfToken);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
