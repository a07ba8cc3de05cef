import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { buyGiftVoucher } from './shop-forms';
import { startTestServer } from './test-server';
import type { RecordedRequest, Reply, TestServer } from './test-server';

let server: TestServer;
let valid = 'token-1';
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  valid = 'token-1';
  server.route('GET', '/web-api/csrf-token', () => ({
    body: { csrfToken: valid },
    headers: { 'X-CSRF-Token': valid },
  }));
  server.route('GET', '/web-api/customer-data', () => ({
    body: {},
    headers: { 'X-CSRF-Token': valid },
  }));
});

// Like the shop API: state-changing calls need the current token; a refusal hands out a new one.
const guarded =
  (reply: Reply) =>
  (request: RecordedRequest): Reply =>
    request.headers['x-csrf-token'] === valid
      ? reply
      : {
          status: 403,
          body: { message: 'Refused', code: 'csrf-token' },
          headers: { 'X-CSRF-Token': valid },
        };

const api = () =>
  createApiClient({
    channel: 'wallart',
    country: 'de',
    locale: 'de-DE',
    origin: server.origin,
    retryDelayMs: 0,
  });
const tokensSent = (path: string) =>
  server.requests.filter((r) => r.path === path).map((r) => r.headers['x-csrf-token']);

describe('CSRF token', () => {
  it('fetches a token before the first state-changing call', async () => {
    server.route('POST', '/web-api/customer-login', guarded({ body: { isLoggedIn: true } }));
    await expect(api().post('/web-api/customer-login', {})).resolves.toEqual({ isLoggedIn: true });
    expect(server.hits('GET', '/web-api/csrf-token')).toBe(1);
    expect(tokensSent('/web-api/customer-login')).toEqual(['token-1']);
  });

  it('sends the token with a voucher order, which is a POST outside /web-api', async () => {
    server.route('POST', '/gift-voucher', guarded({ status: 201, body: { status: 'issued' } }));
    server.route('POST', '/other-page', { body: {} });
    const client = api();
    await expect(buyGiftVoucher({ amount: 25 } as never, client)).resolves.toEqual({
      status: 'issued',
    });
    expect(tokensSent('/gift-voucher')).toEqual(['token-1']);
    await client.post('/other-page', {});
    expect(tokensSent('/other-page')).toEqual([undefined]);
  });

  it('reuses the token a response header handed out, and sends none on GET', async () => {
    server.route('POST', '/web-api/customer-logout', guarded({ body: {} }));
    const client = api();
    await client.get('/web-api/customer-data');
    await client.post('/web-api/customer-logout');
    await client.post('/web-api/customer-logout');
    expect(server.hits('GET', '/web-api/csrf-token')).toBe(0);
    expect(tokensSent('/web-api/customer-data')).toEqual([undefined]);
    expect(tokensSent('/web-api/customer-logout')).toEqual(['token-1', 'token-1']);
  });

  it('sends a refused request once more with the fresh token', async () => {
    server.route(
      'POST',
      '/web-api/newsletter-subscribe',
      guarded({ status: 202, body: { status: 'confirmation-sent' } }),
    );
    const client = api();
    await client.get('/web-api/customer-data');
    valid = 'token-2';
    await expect(client.post('/web-api/newsletter-subscribe', {})).resolves.toEqual({
      status: 'confirmation-sent',
    });
    expect(tokensSent('/web-api/newsletter-subscribe')).toEqual(['token-1', 'token-2']);
  });

  it('gives up after one repeat', async () => {
    server.route('POST', '/web-api/customer-signup', () => ({
      status: 403,
      body: { message: 'Refused', code: 'csrf-token' },
    }));
    await expect(api().post('/web-api/customer-signup', {})).rejects.toMatchObject({
      status: 403,
      code: 'csrf-token',
    });
    expect(server.hits('POST', '/web-api/customer-signup')).toBe(2);
  });

  it('keeps the token away from other services', async () => {
    server.route('POST', '/frontend-api/mp/storyblok/transform', { body: {} });
    const client = api();
    await client.get('/web-api/customer-data');
    await client.post('/frontend-api/mp/storyblok/transform', {});
    expect(tokensSent('/frontend-api/mp/storyblok/transform')).toEqual([undefined]);
  });
});
