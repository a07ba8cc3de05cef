import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentLog } from './testing/edge-config';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPageContent } from './page-content';
import type { ResolvedStorefront } from './storefront';

const log = silentLog;
const storefront = (pathname: string): ResolvedStorefront => ({
  channel: 'wallart',
  country: 'de',
  locale: 'de-DE',
  platform: 'web',
  basename: '',
  pathname,
});

type Gateway = { url: string; answer: { status: number; body: unknown }; stop(): Promise<void> };
const gateways: Gateway[] = [];
afterEach(async () => {
  for (const gateway of gateways.splice(0)) await gateway.stop();
});

async function gateway(): Promise<Gateway> {
  const state: Gateway = {
    url: '',
    answer: { status: 200, body: {} },
    stop: async () => undefined,
  };
  const server = http.createServer((request, response) => {
    const path = new URL(request.url!, 'http://x').searchParams.get('path');
    const answer =
      path === '/de-de/error'
        ? { status: 200, body: { name: 'Fehler', content: { component: 'Page' } } }
        : state.answer;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.stop = () => new Promise((resolve) => server.close(() => resolve()));
  gateways.push(state);
  return state;
}

describe('page content when the content gateway fails', () => {
  it('serves the page the gateway answered before, while it answers 503 or is down', async () => {
    const content = await gateway();
    content.answer = { status: 200, body: { name: 'Wandbilder', content: { component: 'Page' } } };
    const load = () =>
      loadPageContent(content.url, storefront('/wandbilder'), 'http://localhost', log);
    expect(await load()).toMatchObject({ kind: 'page', story: { name: 'Wandbilder' } });

    content.answer = { status: 503, body: { message: 'down' } };
    expect(await load()).toMatchObject({ kind: 'page', story: { name: 'Wandbilder' } });
    await content.stop();
    expect(await load()).toMatchObject({ kind: 'page', story: { name: 'Wandbilder' } });
  });

  it('is unavailable for a page it never served', async () => {
    const content = await gateway();
    content.answer = { status: 503, body: { message: 'down' } };
    expect(await loadPageContent(content.url, storefront('/neu'), 'http://localhost', log)).toEqual(
      {
        kind: 'unavailable',
      },
    );
  });

  it('treats a path the gateway refuses as missing, with the error story, not as an outage', async () => {
    const content = await gateway();
    content.answer = { status: 400, body: { message: 'path too long' } };
    const result = await loadPageContent(
      content.url,
      storefront(`/${'x'.repeat(2000)}`),
      'http://localhost',
      log,
    );
    expect(result).toMatchObject({ kind: 'not-found', errorStory: { name: 'Fehler' } });
  });
});
