import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { developmentHostTable } from '@shop/catalogue';
import { silentLog } from '../testing/edge-config';
import { bucketOf, userKeyCookie } from '../shopper-bucket';
import { serverRenderingFromEnv } from '../config';
import { createWarmUp, warmUpOf } from './warm-up';

type Injected = { url: string; headers: { host: string; cookie: string } };

function fakeEdge(states: string[]) {
  const requests: Injected[] = [];
  const inject = vi.fn(async (request: unknown) => {
    requests.push(request as Injected);
    return {
      statusCode: 200,
      headers: { 'x-edge-render': states[requests.length - 1] ?? 'document' },
    } as never;
  });
  return { inject, requests };
}

describe('warming up a channel’s start page', () => {
  it('renders the start page on the channel’s home host, as a shopper of the first and of the last bucket', async () => {
    const edge = fakeEdge([]);
    await createWarmUp({ ...edge, hostTable: developmentHostTable, log: silentLog })('kartenliebe');

    const host = edge.requests[0]!.headers.host;
    expect(developmentHostTable[host]?.channel).toBe('kartenliebe');
    expect(edge.requests.every((request) => request.url === '/')).toBe(true);
    expect(edge.requests.every((request) => request.headers.host === host)).toBe(true);
    const buckets = edge.requests.map((request) =>
      bucketOf(request.headers.cookie.replace(`${userKeyCookie}=`, '')),
    );
    // With a canary running, the first bucket gets it and the last the active set: both are warm.
    expect(new Set(buckets)).toEqual(new Set([0, 99]));
  });

  it('renders again while a cold slot leaves the render incomplete, until the page is kept, and logs each', async () => {
    const edge = fakeEdge(['miss', 'miss', 'document', 'miss', 'document']);
    const log = { ...silentLog, info: vi.fn() };
    await createWarmUp({ ...edge, hostTable: developmentHostTable, log: log as never })('wallart');

    expect(edge.requests).toHaveLength(5);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({
        event: 'server-render-warmed',
        channel: 'wallart',
        renders: ['200 miss', '200 miss', '200 document', '200 miss', '200 document'],
      }),
      expect.any(String),
    );
  });

  it('gives up on a shopper after four renders that were never kept', async () => {
    const edge = fakeEdge(Array(8).fill('miss'));
    await createWarmUp({ ...edge, hostTable: developmentHostTable, log: silentLog })('wallart');
    expect(edge.requests).toHaveLength(8);
  });

  it('stops at once for a shopper whose page is not rendered here', async () => {
    const edge = fakeEdge(['browser', 'busy']);
    await createWarmUp({ ...edge, hostTable: developmentHostTable, log: silentLog })('wallart');
    expect(edge.requests).toHaveLength(2);
  });

  it('does nothing for a channel the host table has no host for', async () => {
    const edge = fakeEdge([]);
    await createWarmUp({ ...edge, hostTable: {}, log: silentLog })('wallart');
    expect(edge.inject).not.toHaveBeenCalled();
  });
});

describe('the edge’s own warm-up', () => {
  it('marks what its renders log, and a shopper cannot pass for it', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    app.get('/', async (request, reply) => {
      request.log.warn({ event: 'hybrid-ssr-error', remote: 'mf_calculator' }, 'too slow');
      return reply.header('x-edge-render', 'document').send('page');
    });
    const warm = warmUpOf(app, developmentHostTable);
    await app.ready();

    await warm('wallart');
    await app.inject({ url: '/', headers: { host: 'localhost', 'x-edge-warm-up': 'true' } });
    await app.close();

    const slotErrors = lines.filter((line) => line.event === 'hybrid-ssr-error');
    expect(slotErrors.map((line) => line.warmUp ?? false)).toEqual([true, true, false]);
  });
});

describe('EDGE_SSR_WARM_UP', () => {
  it('is on unless set to off', () => {
    expect(serverRenderingFromEnv({}, '/srv/host')?.warmUp).toBe(true);
    expect(serverRenderingFromEnv({ EDGE_SSR_WARM_UP: 'off' }, '/srv/host')?.warmUp).toBe(false);
  });
});
