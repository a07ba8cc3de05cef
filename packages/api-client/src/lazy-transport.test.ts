import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { startTestServer, type TestServer } from './test-server';
import type * as Transport from './axios-transport';

const transports = vi.hoisted(() => ({ created: 0 }));
vi.mock('./axios-transport', async (importOriginal) => {
  const real = await importOriginal<typeof Transport>();
  return {
    ...real,
    createAxiosTransport: (...args: Parameters<typeof real.createAxiosTransport>) => {
      transports.created += 1;
      return real.createAxiosTransport(...args);
    },
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A client of the test server, which answers `/web-api/ping`. */
function pingClient() {
  server.route('GET', '/web-api/ping', { body: { ok: true } });
  return createApiClient({
    channel: 'wallart',
    country: 'de',
    locale: 'de-DE',
    origin: server.origin,
  });
}

describe('the HTTP transport', () => {
  it('is set up with the first request, once, while configuration is there at once', async () => {
    const api = pingClient();
    expect(api.baseUrls.webApi).toBe('/web-api');
    expect(transports.created).toBe(0);
    const answers = await Promise.all([api.get('/web-api/ping'), api.get('/web-api/ping')]);
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    await api.get('/web-api/ping');
    expect(transports.created).toBe(1);
  });

  it('is set up in a task after the one its code arrived in', async () => {
    // Loaded once already, the module arrives within the task, as a chunk's script runs in one.
    await import('./axios-transport');
    const api = pingClient();
    const before = transports.created;
    const answer = api.get('/web-api/ping');
    for (let turn = 0; turn < 100; turn += 1) await Promise.resolve();
    expect(transports.created).toBe(before);
    expect(await answer).toEqual({ ok: true });
    expect(transports.created).toBe(before + 1);
  });
});
