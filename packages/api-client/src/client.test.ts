import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClientConfig } from './config';
import { createApiClient, configureApiClient, getApiClient, retryStatuses } from './client';
import { ApiError, NetworkError, TimeoutError } from './errors';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const client = (config: Partial<ApiClientConfig> = {}) =>
  createApiClient({
    channel: 'wallart',
    country: 'de',
    locale: 'de-DE',
    origin: server.origin,
    retryDelayMs: 0,
    ...config,
  });

describe('requests', () => {
  it('sends X-Channel, X-Locale, JSON and credentials-friendly headers', async () => {
    server.route('POST', '/web-api/echo', (request) => ({
      body: { got: JSON.parse(request.body) },
    }));
    const api = client({ country: 'ch', locale: 'fr-CH' });
    await expect(api.post('/web-api/echo', { a: 1, b: ['x'] })).resolves.toEqual({
      got: { a: 1, b: ['x'] },
    });
    const request = server.requests.find((r) => r.method === 'POST');
    expect(request?.headers['x-channel']).toBe('wallart-ch');
    expect(request?.headers['x-locale']).toBe('fr-CH');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.headers.accept).toMatch(/application\/json/);
  });

  it('encodes nested keys and arrays and drops null and empty values', async () => {
    server.route('GET', '/web-api/query', { body: {} });
    await client().get('/web-api/query', {
      params: {
        categoryIds: [3, 4],
        filter: { color: 'red', size: '', style: null },
        empty: '',
        none: null,
        q: 'a b&c',
      },
    });
    expect(server.requests[0]?.url).toBe(
      '/web-api/query?categoryIds[]=3&categoryIds[]=4&filter[color]=red&q=a%20b%26c',
    );
  });

  it('carries the kartenliebe channel header', async () => {
    server.route('GET', '/web-api/ping', { body: {} });
    await client({ channel: 'kartenliebe', country: 'at', locale: 'de-AT' }).get('/web-api/ping');
    expect(server.requests[0]?.headers['x-channel']).toBe('kartenliebe-at');
  });
});

describe('retries', () => {
  it.each(retryStatuses)('retries a GET once on %d', async (status) => {
    server.route('GET', `/web-api/flaky-${status}`, { status, body: { message: 'busy' } });
    await expect(client().get(`/web-api/flaky-${status}`)).rejects.toMatchObject({ status });
    expect(server.hits('GET', `/web-api/flaky-${status}`)).toBe(2);
  });

  it('succeeds when the retry succeeds', async () => {
    server.route('GET', '/web-api/once', (_request, hit) =>
      hit === 1 ? { status: 503 } : { body: { ok: true } },
    );
    await expect(client().get('/web-api/once')).resolves.toEqual({ ok: true });
    expect(server.hits('GET', '/web-api/once')).toBe(2);
  });

  it('retries a HEAD once', async () => {
    server.route('HEAD', '/web-api/head', { status: 502 });
    await expect(client().request({ method: 'HEAD', url: '/web-api/head' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(server.hits('HEAD', '/web-api/head')).toBe(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries a %s', async (method) => {
    server.route(method, '/web-api/order', { status: 503, body: { message: 'busy' } });
    await expect(
      client().request({ method, url: '/web-api/order', body: { id: 1 } }),
    ).rejects.toMatchObject({ status: 503 });
    expect(server.hits(method, '/web-api/order')).toBe(1);
  });

  it.each([400, 401, 404, 422, 501])('does not retry a GET on %d', async (status) => {
    server.route('GET', `/web-api/final-${status}`, { status });
    await expect(client().get(`/web-api/final-${status}`)).rejects.toMatchObject({ status });
    expect(server.hits('GET', `/web-api/final-${status}`)).toBe(1);
  });
});

describe('errors', () => {
  it('maps a 400 with field errors', async () => {
    server.route('POST', '/web-api/customer-signup', {
      status: 400,
      body: {
        message: 'Please check your input',
        code: 'validation',
        errors: [{ field: 'email', message: 'Taken' }],
      },
    });
    const error = await client()
      .post('/web-api/customer-signup', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please check your input',
      code: 'validation',
      method: 'POST',
    });
    expect((error as ApiError).errors).toEqual([{ field: 'email', message: 'Taken' }]);
    expect((error as ApiError).fieldError('email')).toBe('Taken');
  });

  it('gives a status message when the body has none', async () => {
    server.route('GET', '/web-api/teapot', { status: 418, body: 'not json' });
    await expect(client().get('/web-api/teapot')).rejects.toMatchObject({
      status: 418,
      message: 'Request failed with status 418',
      errors: [],
    });
  });

  it('raises TimeoutError and does not retry it', async () => {
    server.route('GET', '/web-api/slow', { delayMs: 2000, body: {} });
    const error = await client({ timeoutMs: 100 })
      .get('/web-api/slow')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 100, method: 'GET' });
    expect(server.hits('GET', '/web-api/slow')).toBe(1);
  });

  it('raises NetworkError when nothing answers', async () => {
    const closed = await startTestServer();
    await closed.close();
    await expect(
      createApiClient({
        channel: 'wallart',
        country: 'de',
        locale: 'de-DE',
        origin: closed.origin,
      }).get('/x'),
    ).rejects.toBeInstanceOf(NetworkError);
  });

  it('reports a 401 to onUnauthorized instead of navigating', async () => {
    server.route('GET', '/web-api/private', { status: 401, body: { message: 'Session expired' } });
    server.route('POST', '/web-api/customer-login', {
      status: 401,
      body: { message: 'Wrong password' },
    });
    const onUnauthorized = vi.fn();
    const api = client({ onUnauthorized });
    await expect(api.get('/web-api/private')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({
      status: 401,
      message: 'Session expired',
    });
    await expect(
      api.post('/web-api/customer-login', {}, { skipUnauthorizedHook: true }),
    ).rejects.toMatchObject({
      message: 'Wrong password',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('base URLs and the page client', () => {
  it('honours a query override only when allowed', () => {
    const search = '?_apiBaseUrl=http://127.0.0.1:4001&_contentBaseUrl=http://127.0.0.1:4002/';
    expect(client({ search }).baseUrls.webApi).toBe('/web-api');
    const overridden = client({ search, allowBaseUrlOverride: true }).baseUrls;
    expect(overridden).toEqual({
      webApi: 'http://127.0.0.1:4001/web-api',
      priceApi: 'http://127.0.0.1:4001/price-api',
      frontendApi: 'http://127.0.0.1:4002/frontend-api',
    });
  });

  it('ignores unsafe overrides', () => {
    const search = '?_apiBaseUrl=javascript:alert(1)&_contentBaseUrl=//evil.example';
    expect(client({ search, allowBaseUrlOverride: true }).baseUrls).toEqual({
      webApi: '/web-api',
      priceApi: '/price-api',
      frontendApi: '/frontend-api',
    });
  });

  it('ignores an override given twice or as a nested key', () => {
    for (const search of [
      '?_apiBaseUrl=http://127.0.0.1:4001&_apiBaseUrl=https://evil.example',
      '?_apiBaseUrl[x]=http://127.0.0.1:4001&_contentBaseUrl[]=http://127.0.0.1:4002',
    ])
      expect(client({ search, allowBaseUrlOverride: true }).baseUrls).toEqual({
        webApi: '/web-api',
        priceApi: '/price-api',
        frontendApi: '/frontend-api',
      });
  });

  it('takes base URLs from configuration', () => {
    expect(
      client({ baseUrls: { frontendApi: 'https://content.example/frontend-api' } }).baseUrls
        .frontendApi,
    ).toBe('https://content.example/frontend-api');
  });

  it('shares one configured client', () => {
    const configured = configureApiClient({ channel: 'wallart', country: 'de', locale: 'de-DE' });
    expect(getApiClient()).toBe(configured);
  });
});
