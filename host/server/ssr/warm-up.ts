import type {
  FastifyBaseLogger,
  FastifyInstance,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { randomUUID } from 'node:crypto';
import type { HostTable } from '@shop/catalogue';
import type { ChannelId } from '@shop/contracts';
import { bucketOf, userKeyCookie } from '../shopper-bucket';

type WarmUpOptions = {
  /** The edge answering a request in-process (Fastify's `inject`). */
  inject(request: InjectOptions): Promise<LightMyRequestResponse>;
  hostTable: HostTable;
  log: FastifyBaseLogger;
};

/** The first user key of a bucket: the warm-up asks as a shopper of that bucket. */
function userKeyInBucket(bucket: number): string {
  for (let index = 0; ; index += 1) {
    const key = `edge-warm-up-${index}`;
    if (bucketOf(key) === bucket) return key;
  }
}

// The first bucket and the last: with a canary running, one of them gets it, the other the active set.
const warmUpKeys = [userKeyInBucket(0), userKeyInBucket(99)];
// A render a cold slot left incomplete is not kept, so the page is rendered again until one is.
const maxRendersPerKey = 4;

/**
 * Renders a channel's start page in the edge itself once its pinned server builds have loaded:
 * the first render of a build's slots (and the first price call behind a calculator) is slower
 * than any after it, so without this the first shopper after a start or a promotion gets those
 * slots rendered in the browser. Renders as each shopper until the page is kept (at most 4 times)
 * and logs `server-render-warmed` with each render's outcome.
 */
export function createWarmUp({ inject, hostTable, log }: WarmUpOptions) {
  const homeHostOf = (channel: ChannelId) =>
    Object.entries(hostTable).find(([, entry]) => entry.channel === channel)?.[0];
  return async (channel: ChannelId): Promise<void> => {
    const host = homeHostOf(channel);
    if (!host) return;
    const startedAt = performance.now();
    const renders: string[] = [];
    for (const userKey of warmUpKeys)
      for (let render = 0; render < maxRendersPerKey; render += 1) {
        const response = await inject({
          method: 'GET',
          url: '/',
          headers: { host, cookie: `${userKeyCookie}=${userKey}` },
        });
        const state = String(response.headers['x-edge-render'] ?? 'none');
        renders.push(`${response.statusCode} ${state}`);
        // Anything but a fresh render means kept (`document`, `hit`) or never to be kept here.
        if (response.statusCode !== 200 || state !== 'miss') break;
      }
    log.info(
      {
        event: 'server-render-warmed',
        channel,
        host,
        renders,
        ms: Math.round(performance.now() - startedAt),
      },
      'the start page was rendered once before any shopper asked',
    );
  };
}

/** Marks the warm-up's own requests, with a token that never leaves the process. */
const warmUpHeader = 'x-edge-warm-up';

/**
 * The warm-up of this edge: its renders are requests to it, sent once it can answer them. What
 * they log carries `warmUp: true`, so a cold slot's `hybrid-ssr-error` is not read as a shopper's.
 */
export function warmUpOf(app: FastifyInstance, hostTable: HostTable) {
  const ready = new Promise<void>((resolve) => app.addHook('onReady', async () => resolve()));
  const token = randomUUID();
  app.addHook('onRequest', async (request) => {
    if (request.headers[warmUpHeader] === token) request.log = request.log.child({ warmUp: true });
  });
  return createWarmUp({
    inject: async (request) => {
      await ready;
      return app.inject({ ...request, headers: { ...request.headers, [warmUpHeader]: token } });
    },
    hostTable,
    log: app.log,
  });
}
